//! What a server's admins and the bot's own loops do beside the games, in
//! the simulated world: replays drawn and kept, seasons turned on and
//! their top three announced, lobby hours and limits set, old games
//! pruned, and a channel's games paused when a command finds the bot's
//! permissions gone.

use crate::game::posted::Stamp;
use crate::game::{PauseReason, Period, ServerConfig};

use super::{CHANNELS, GUILD, World};
use crate::sim::steps::Step;

impl World {
    /// Carries out a step of a server's admins: a replay, seasons, limits
    /// and pruning.
    pub(super) async fn server_step(&mut self, step: &Step) {
        match *step {
            Step::Replay { game } => {
                let Some(g) = self.game(game) else { return };
                self.replay(g).await;
            }
            Step::Seasons { on, lobby_hours } => self.seasons(on, lobby_hours).await,
            Step::Limits { lobbies, games } => {
                let change = crate::game::LimitChanges {
                    lobbies_per_member: Some(u32::from(lobbies)),
                    ask_cooldown_minutes: Some([0, 1, 30][usize::from(games) % 3]),
                    threads_per_hour: Some(u32::from(lobbies) * 2),
                    games_per_channel: Some(u32::from(games)),
                };
                self.act(0, move |s| async move { s.set_limits(GUILD, change).await })
                    .await;
            }
            Step::Prune { hours } => {
                let keep = std::time::Duration::from_secs(u64::from(hours) * 3600);
                self.act(0, move |s| async move { s.prune(keep).await })
                    .await;
            }
            _ => unreachable!("server_step was given {step:?}"),
        }
    }

    /// A person asks for `game`'s replay: drawn (here, a stand-in for the
    /// picture) and kept under its turn's key; asked again, the kept one
    /// is served, and only for the record as it stands.
    async fn replay(&mut self, game: i64) {
        let served = self
            .act(0, move |s| async move {
                let source = s.replay_source(game).await?;
                if source.gif.is_none() {
                    let gif = format!("replay {game} {}", source.turn_key).into_bytes();
                    s.keep_replay(game, source.turn_key, &gif).await?;
                }
                let again = s.replay_source(game).await?;
                Ok((again.turn_key, again.gif))
            })
            .await;
        if let Some(Ok((key, cached))) = served {
            let want = format!("replay {game} {key}").into_bytes();
            if cached.as_deref().is_some_and(|c| c != want.as_slice()) {
                self.broken = Some(format!(
                    "game {game}'s replay kept for another turn was served at turn {key}"
                ));
            }
        }
    }

    /// An admin turns monthly seasons on (announced in the first channel)
    /// or off, and sets how long lobbies stay open.
    async fn seasons(&mut self, on: bool, lobby_hours: u8) {
        // As `/settings` sets them: in one transaction.
        let config = ServerConfig {
            seasons: Some(on.then_some(Period::Monthly)),
            season_channel: on.then_some(CHANNELS[0]),
            season_announce: Some(on),
            lobby_hours: Some(u32::from(lobby_hours)),
            ..ServerConfig::default()
        };
        self.act(0, move |s| async move { s.configure(GUILD, &config).await })
            .await;
        // Whether they are on, as stored (the step may have been cut).
        let Ok(on) =
            sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM guild_seasons WHERE guild_id = $1")
                .bind(GUILD)
                .fetch_one(self.service().store().pool())
                .await
        else {
            return;
        };
        let now = self.now_ms() / 1000;
        match (on > 0, self.seasons_on.last_mut()) {
            (true, Some((_, None))) | (false, None | Some((_, Some(_)))) => {}
            (true, _) => self.seasons_on.push((now, None)),
            (false, Some((_, until))) => *until = Some(now),
        }
    }

    /// Process `p`'s seasons loop: each ended season's top three posted
    /// once in its channel (with a nonce, after a look for a lost answer's
    /// message), then marked announced.
    pub(super) async fn announce_seasons(&mut self, p: usize) {
        let Some(Ok(due)) = self
            .act(p, |s| async move { s.claim_announcements().await })
            .await
        else {
            return;
        };
        for a in due {
            let text = format!(
                "season {} of server {}: {:?}",
                a.season.code(),
                a.guild_id,
                a.top.iter().map(|t| t.user_id).collect::<Vec<_>>()
            );
            let nonce = format!("s{}{}", a.guild_id, a.season.code());
            let now = self.now_ms();
            let lang = self.service().default_lang(a.guild_id, None).await;
            let card = super::super::cards::season_over(&a, lang.unwrap_or_default());
            let made = {
                let mut m = self.model();
                let stamp = Stamp::season(a.guild_id, &a.season.code());
                match m.find_plain(a.channel_id, stamp) {
                    Some(id) => Ok(id),
                    None => m.post_plain(now, a.channel_id, (&text, &card), (&nonce, stamp)),
                }
            };
            if made.is_err() {
                // Claimed again later, and tried again.
                continue;
            }
            let (guild, season) = (a.guild_id, a.season);
            self.act(p, move |s| async move { s.announced(guild, season).await })
                .await;
        }
    }

    /// A command in `channel` finds the bot's permissions gone: the
    /// channel's running game pauses, as delivery would pause it.
    pub(super) async fn pause_channel(&mut self, channel: i64) {
        self.act(0, move |s| async move {
            if let Some(g) = s.game_in_channel(channel).await? {
                s.pause(g, PauseReason::Permissions).await?;
            }
            Ok(())
        })
        .await;
    }
}
