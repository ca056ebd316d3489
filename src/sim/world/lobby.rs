//! What people do in a lobby in the simulated world: open one (in a
//! channel or a thread, with options drawn at random), join, leave, add
//! and remove computer players, change the options, start, cancel and
//! ask for a rematch.

use super::{CHANNELS, Manage, World, guild_of, person};
use crate::ai::Level;
use crate::engine::Expansions;
use crate::sim::steps::Step;

impl World {
    /// Carries out a lobby step.
    pub(super) async fn lobby_step(&mut self, step: &Step) {
        match *step {
            Step::Create {
                channel,
                host,
                seats,
                expansions,
                hours,
                forfeit,
                seed,
                extras,
            } => {
                let patch =
                    crate::sim::steps::lobby_options(seats, expansions, hours, forfeit, extras);
                if seed % 5 == 4 {
                    self.open_home_game(channel, host, seats, patch, seed).await;
                } else {
                    self.create_lobby(channel, host, patch, seed).await;
                }
            }
            Step::Join { game, user } => {
                let Some(g) = self.game(game) else { return };
                let u = person(user);
                self.act(0, move |s| async move { s.join(g, &u).await })
                    .await;
            }
            Step::Leave { game, user } => {
                let Some(g) = self.game(game) else { return };
                let u = person(user);
                self.act(0, move |s| async move { s.leave(g, &u).await })
                    .await;
            }
            Step::AddComputer { game, .. }
            | Step::RemoveComputer { game }
            | Step::Expansions { game, .. }
            | Step::Options { game, .. } => {
                let Some(g) = self.game(game) else { return };
                let host = self.host(g).await;
                self.host_sets(g, host, step).await;
            }
            Step::Start { game, user } => {
                let Some(g) = self.game(game) else { return };
                let u = if user == 0 {
                    self.host(g).await
                } else {
                    person(user - 1)
                };
                self.act(0, move |s| async move { s.start(g, &u).await })
                    .await;
            }
            Step::Cancel { game, user, admin } => {
                self.manage(game, Manage::Cancel(user), admin).await;
            }
            Step::Rematch { game, user } => {
                let Some(g) = self.game(game) else { return };
                let u = self.seated(g, user).await;
                if let Some(Ok(view)) = self
                    .act(0, move |s| async move { s.rematch(g, &u).await })
                    .await
                {
                    self.games.push(view.game_id);
                }
            }
            _ => unreachable!("lobby_step was given {step:?}"),
        }
    }

    /// The lobby's host adds or removes a computer player, or changes the
    /// expansions or the options.
    async fn host_sets(&mut self, g: i64, host: crate::game::User, step: &Step) {
        match *step {
            Step::AddComputer { level, .. } => {
                let level = [Level::Random, Level::Easy, Level::Medium][usize::from(level) % 3];
                self.act(
                    0,
                    move |s| async move { s.add_computer(g, &host, level).await },
                )
                .await;
            }
            Step::RemoveComputer { .. } => {
                self.act(0, move |s| async move { s.remove_computer(g, &host).await })
                    .await;
            }
            Step::Expansions { bits, .. } => {
                let e = Expansions::from_bits(bits);
                self.act(
                    0,
                    move |s| async move { s.set_expansions(g, &host, e).await },
                )
                .await;
            }
            Step::Options {
                seats,
                hours,
                forfeit,
                ..
            } => {
                let patch = crate::sim::steps::options(seats, hours, forfeit);
                self.act(
                    0,
                    move |s| async move { s.set_options(g, &host, &patch).await },
                )
                .await;
            }
            _ => unreachable!("host_sets was given {step:?}"),
        }
    }

    /// Opens a lobby as `/carcassonne new` does, through the service's
    /// plan and opening: in a thread of its own for two of the four
    /// channels (the thread is the channel itself, which the model knows).
    async fn create_lobby(
        &mut self,
        channel: u8,
        host: u8,
        patch: crate::game::OptionsPatch,
        seed: u16,
    ) {
        let (chan, host) = (CHANNELS[usize::from(channel) % 4], person(host));
        let ask = crate::game::LobbyAsk {
            guild: guild_of(chan),
            guild_locale: None,
            host,
            asked_in: crate::game::Location::from(chan),
            patch,
            thread: Some(CHANNELS[2..].contains(&chan)),
            computers: 0,
            level: crate::ai::Level::DEFAULT,
            seed: Some(u64::from(seed)),
        };
        let made = self
            .act(0, move |s| async move {
                let plan = s.plan_lobby(ask).await?;
                s.open_lobby(plan, &KnownThread(chan)).await
            })
            .await;
        if let Some(Ok(view)) = made {
            self.games.push(view.game_id);
        }
    }
}

impl World {
    /// Opens a game at home, as `carcassonne-bot play` does (the host, a
    /// second person when there is room, computer players in the other
    /// seats), started at once: here in a channel of the model, so that
    /// its game is played and checked as any other.
    async fn open_home_game(
        &mut self,
        channel: u8,
        host: u8,
        seats: u8,
        patch: crate::game::OptionsPatch,
        seed: u16,
    ) {
        let chan = CHANNELS[usize::from(channel) % 4];
        let guests = if seats >= 3 {
            vec![person(host.wrapping_add(1))]
        } else {
            Vec::new()
        };
        let computers = usize::from(seats.clamp(2, 6)) - 1 - guests.len();
        let host = person(host);
        let made = self
            .act(0, move |s| async move {
                let (options, _) = s.lobby_options(guild_of(chan), None, &patch).await?;
                let ask = crate::game::HomeAsk {
                    guild: guild_of(chan),
                    channel: chan,
                    host,
                    guests,
                    computers: vec![Level::Random; computers],
                    options,
                    seed: Some(u64::from(seed)),
                };
                s.open_home_game(ask).await
            })
            .await;
        if let Some(Ok(view)) = made {
            self.games.push(view.game_id);
        }
    }
}

/// A thread the model already has: the simulation's thread channels stand
/// for the thread `/carcassonne new` opens.
struct KnownThread(i64);

impl crate::game::tournament_runner::Threads for KnownThread {
    async fn open_thread(
        &self,
        _channel: i64,
        _name: &str,
    ) -> Result<i64, crate::game::tournament_runner::Refusal> {
        Ok(self.0)
    }
}
