//! How the bot is configured: its token, database, shards and Discord's
//! address, and why it stops.

use std::time::Duration;

/// How the bot is run.
#[derive(Clone)]
pub struct BotConfig {
    pub token: String,
    pub database_url: String,
    /// Register commands in this server only (instantly), for testing.
    pub dev_guild: Option<u64>,
    /// Talk to this address instead of Discord (a test double).
    pub api_base: Option<String>,
    /// How long a computer player waits before moving.
    pub computer_pause: Duration,
    /// How long a request to Discord may take before it is given up (and
    /// tried again).
    pub request_timeout: Duration,
    /// The shards this process runs, out of all of them (`SHARD_COUNT`,
    /// `SHARDS`); the whole bot by default.
    pub shards: crate::game::Shards,
    /// How long what only the bot's own work needed is kept (delivered
    /// effects, lapsed claims, ended games' votes): `RETENTION_DAYS`.
    pub retention: Duration,
    /// The operators' listener (`/healthz`, `/metrics`): `HTTP_ADDR`,
    /// `None` for none.
    pub http_addr: Option<std::net::SocketAddr>,
    /// The most bytes of replay animations kept: `REPLAY_CACHE_MB`.
    pub replay_cache: u64,
    /// Requests a second Discord allows the bot's token outside
    /// interaction answers: `DISCORD_GLOBAL_RATE_LIMIT`.
    pub global_rate_limit: u32,
    /// The live board beside the bot (`WEB_URL`, `BOARD_ADDR`): served by
    /// the bot, and linked from a game's cards. `None`: no board.
    pub board: Option<crate::web::links::BoardSettings>,
    /// How far apart the deployment's shards identify ([`IDENTIFY_SPACING`]
    /// against Discord).
    pub identify_spacing: Duration,
}

/// How far apart the identifies of one deployment's shards are kept:
/// Discord takes at most `max_concurrency` in 5 s for the whole bot, and
/// more are answered with opcode 9 (`events/gateway.mdx`, "Session Start
/// Limit"), each spending one of the 1,000 a day. serenity waits 5 s
/// from one shard's connect to the next, but a shard identifies only after
/// Discord's hello, so two can reach Discord under 5 s apart: the bot lets
/// each of its shards connect this far after the one before, and keeps its
/// processes as far apart (see `gateway::let_in`).
pub const IDENTIFY_SPACING: Duration = Duration::from_millis(5_500);

/// Days kept unless `RETENTION_DAYS` says otherwise.
pub const RETENTION_DAYS: u64 = 30;

/// Reads `RETENTION_DAYS` (unset or empty: the default): whole days from 2
/// (an undo vote stays open a day) to 3650.
pub fn retention_days(setting: Option<&str>) -> Result<Duration, String> {
    let days = match setting.map(str::trim) {
        None | Some("") => RETENTION_DAYS,
        Some(v) => match v.parse::<u64>() {
            Ok(d) if (2..=3650).contains(&d) => d,
            _ => {
                return Err(format!(
                    "RETENTION_DAYS must be whole days from 2 to 3650, not {v:?}"
                ));
            }
        },
    };
    Ok(Duration::from_secs(days * 86_400))
}

/// Reads `REPLAY_CACHE_MB` (unset or empty: 256): the most MiB of replay
/// animations kept, from 0 (none kept; each is drawn when asked for) to
/// 65536.
pub fn replay_cache_mb(setting: Option<&str>) -> Result<u64, String> {
    match setting.map(str::trim) {
        None | Some("") => Ok(crate::game::REPLAY_CACHE_BYTES),
        Some(v) => match v.parse::<u64>() {
            Ok(mb) if mb <= 65_536 => Ok(mb << 20),
            _ => Err(format!(
                "REPLAY_CACHE_MB must be whole MiB from 0 to 65536, not {v:?}"
            )),
        },
    }
}

/// Discord's global rate limit unless `DISCORD_GLOBAL_RATE_LIMIT` says
/// otherwise (`topics/rate-limits.mdx`, "Global Rate Limit").
pub const GLOBAL_RATE_LIMIT: u32 = 50;

/// Reads `DISCORD_GLOBAL_RATE_LIMIT` (unset or empty: 50): the requests a
/// second Discord allows the bot's token, for a large bot whose limit
/// Discord raised on request; from 1 to 100000.
pub fn global_rate_limit(setting: Option<&str>) -> Result<u32, String> {
    match setting.map(str::trim) {
        None | Some("") => Ok(GLOBAL_RATE_LIMIT),
        Some(v) => match v.parse::<u32>() {
            Ok(n) if (1..=100_000).contains(&n) => Ok(n),
            _ => Err(format!(
                "DISCORD_GLOBAL_RATE_LIMIT must be requests a second from 1 to 100000, not {v:?}"
            )),
        },
    }
}

// The token never shows in a log line.
impl std::fmt::Debug for BotConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotConfig")
            .field("token", &"[hidden]")
            .field("database_url", &crate::store::redacted(&self.database_url))
            .field("dev_guild", &self.dev_guild)
            .field("api_base", &self.api_base)
            .field("computer_pause", &self.computer_pause)
            .field("request_timeout", &self.request_timeout)
            .field("shards", &self.shards)
            .field("retention", &self.retention)
            .field("http_addr", &self.http_addr)
            .field("global_rate_limit", &self.global_rate_limit)
            .field("identify_spacing", &self.identify_spacing)
            .field("replay_cache", &self.replay_cache)
            .field("board", &self.board)
            .finish()
    }
}

/// The default longest wait for an answer from Discord.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

/// The default wait before a computer player moves.
pub const COMPUTER_PAUSE: Duration = Duration::from_secs(2);

/// Why the bot stopped.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error(
        "DISCORD_TOKEN is not a bot token; copy it from the Bot page of your Discord application"
    )]
    BadToken,
    #[error("Discord refused the token (was it reset?): {0}")]
    Rejected(String),
    /// Discord refuses the bot in a way a restart does not mend (a close
    /// code not to be reconnected after).
    #[error("{0}")]
    Refused(String),
    #[error("cannot open the database: {0}")]
    Database(String),
    #[error("the connection to Discord failed: {0}")]
    Gateway(String),
    #[error("could not register the slash commands with Discord: {0}")]
    Registration(String),
    #[error(
        "cannot listen on HTTP_ADDR {0} for /healthz and /metrics: {1} (set HTTP_ADDR to a free port, or to off)"
    )]
    Listen(std::net::SocketAddr, String),
    #[error(
        "DISCORD_API_BASE must be https, or plain http to this machine only (127.0.0.1, localhost, [::1]), not {0:?}: the bot token travels with every request"
    )]
    UnsafeApiBase(String),
}

impl BotError {
    /// Whether starting again would meet the same refusal from Discord
    /// (the token, the intents, the shards): a process manager should not
    /// restart the bot then (see [`EXIT_REFUSED`]).
    pub fn is_refusal(&self) -> bool {
        matches!(self, BotError::Rejected(_) | BotError::Refused(_))
    }
}

/// The exit code of a bot Discord refuses for good (EX_CONFIG): Docker's
/// `on-failure:3` policy stops trying after three, and a restart loop
/// never spends Discord's 1,000 identifies a day.
pub const EXIT_REFUSED: u8 = 78;

/// Whether the token may be sent to `base`: over https anywhere, or over
/// plain http only to this machine (a test double on loopback).
pub fn api_base_is_safe(base: &str) -> bool {
    let base = base.trim();
    if let Some(rest) = base.strip_prefix("https://") {
        return !rest.is_empty();
    }
    let Some(rest) = base.strip_prefix("http://") else {
        return false;
    };
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    if authority.contains('@') {
        return false;
    }
    let host = if let Some(v6) = authority.strip_prefix('[') {
        match v6.split_once(']') {
            Some((h, after)) if after.is_empty() || after.starts_with(':') => h,
            _ => return false,
        }
    } else {
        authority.split(':').next().unwrap_or_default()
    };
    host.eq_ignore_ascii_case("localhost")
        || host == "::1"
        || host
            .parse::<std::net::Ipv4Addr>()
            .is_ok_and(|ip| ip.is_loopback())
}

#[cfg(test)]
mod tests {
    use super::api_base_is_safe;

    #[test]
    fn the_token_goes_only_over_https_or_to_this_machine() {
        for ok in [
            "https://discord.example",
            "http://127.0.0.1:8765",
            "http://127.5.0.1",
            "http://localhost:9000/api",
            "http://[::1]:8080",
        ] {
            assert!(api_base_is_safe(ok), "{ok}");
        }
        for bad in [
            "http://example.com",
            "http://10.0.0.5:80",
            "http://127.0.0.1.evil.example",
            "http://localhost.evil.example",
            "http://user@127.0.0.1",
            "http://[::2]:80",
            "ftp://127.0.0.1",
            "127.0.0.1:8765",
            "https://",
        ] {
            assert!(!api_base_is_safe(bad), "{bad}");
        }
    }
}
