//! Computer players over the engine.

mod random_player;

pub use random_player::RandomPlayer;
