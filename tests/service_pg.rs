//! The game service's tests on PostgreSQL: the same tests as
//! `service.rs`, each on a new database of a throwaway server started for
//! this process (see `support/pg.rs`).

#[path = "service.rs"]
mod service;
