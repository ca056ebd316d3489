//! Discord's rate limits as the fake keeps them (`topics/rate-limits.mdx`):
//! every limited route answers with its bucket's `X-RateLimit-*` headers,
//! a request past a bucket's limit or past the global limit is answered
//! 429 with a `retry_after` (and counts as invalid, as do 401 and 403),
//! and the edits of messages older than an hour are limited per channel
//! (429, code 30046).
//!
//! Discord documents the headers, the global limit (50 requests a second,
//! interaction answers aside) and the invalid-request limit (10,000 in
//! 10 minutes), but not each route's numbers: bots are to read them from
//! the headers. The numbers here are what bots meet: 5 messages per 5 s
//! in a channel ("five in five seconds from observation",
//! discord-relay-chat/drc #17; "the parent rate limit of 5/5",
//! abalabahaha/eris #1267), the same for edits and reads, 5 requests per
//! 2 s for an interaction's token, and for edits of messages older than
//! an hour 429 with code 30046 (discord-api-docs #4381,
//! `topics/opcodes-and-status-codes.mdx`; discord-userdoccers #551),
//! modelled as 3 per 6 s in a channel. Where unsure, the stricter.
//!
//! Limits follow the credentials: "individuals are determined using a
//! request's authentication" (`topics/rate-limits.mdx`), so each bucket
//! and the global limit are counted per token (the bot's, or each
//! person's OAuth2 token), and a request without any (the OAuth2 token
//! exchange) per address. The token exchange's and `/users/@me`'s numbers
//! are not documented: 5 per 5 s per address, and per person.

use std::collections::HashMap;
use std::time::{Duration, Instant};

/// Requests a second for everything but interaction answers.
pub const GLOBAL_PER_SECOND: u32 = 50;
/// Discord's window for invalid requests, and how many it takes before
/// Cloudflare bans the address.
pub const INVALID_WINDOW: Duration = Duration::from_secs(600);
pub const INVALID_BAN: usize = 10_000;

/// A route's bucket: its name, the major id it counts per, and its limit
/// in its window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bucket {
    pub name: &'static str,
    pub major: String,
    pub limit: u32,
    pub window: Duration,
}

/// The bucket of a request (`None`: a route the fake does not limit
/// beyond the global limit).
pub fn bucket_of(method: &str, parts: &[&str]) -> Option<Bucket> {
    let bucket = |name, major: &str, limit, ms| Bucket {
        name,
        major: major.to_string(),
        limit,
        window: Duration::from_millis(ms),
    };
    match (method, parts) {
        ("POST", ["channels", c, "messages"]) => Some(bucket("messages-create", c, 5, 5_000)),
        ("PATCH" | "DELETE", ["channels", c, "messages", _]) => {
            Some(bucket("messages-edit", c, 5, 5_000))
        }
        ("GET", ["channels", c, "messages", ..]) => Some(bucket("messages-read", c, 5, 5_000)),
        (_, ["webhooks", _, token, ..]) => Some(bucket("interaction-webhook", token, 5, 2_000)),
        ("POST", ["oauth2", "token"]) => Some(bucket("oauth2-token", "", 5, 5_000)),
        ("GET", ["users", "@me"]) => Some(bucket("users-me", "", 5, 5_000)),
        _ => None,
    }
}

/// The limit on editing messages older than an hour: 3 per 6 s in a
/// channel (429, code 30046).
pub const OLD_EDITS: u32 = 3;
pub const OLD_EDITS_WINDOW: Duration = Duration::from_secs(6);

/// A bucket's window as it stands.
#[derive(Clone, Copy, Debug)]
struct Window {
    started: Instant,
    used: u32,
}

/// Whose credentials a request carries, as the limits count them: `bot`,
/// a person's token, or `address` for none.
pub fn who_of(authorization: Option<&str>) -> String {
    match authorization {
        Some(a) if a.starts_with("Bot ") => "bot".into(),
        Some(a) => match a.strip_prefix("Bearer ") {
            Some(token) => format!("bearer {token}"),
            None => "address".into(),
        },
        None => "address".into(),
    }
}

/// What the fake knows of the bot's use of the limits.
#[derive(Debug, Default)]
pub struct Limits {
    windows: HashMap<String, Window>,
    /// The global limit's window, for each token (see [`who_of`]).
    global: HashMap<String, Window>,
    /// Every invalid request (401, 403, 429): when, and what.
    pub invalid: Vec<(Instant, String)>,
    /// Requests answered 429 by a bucket, the global limit or 30046.
    pub limited: Vec<String>,
    /// Requests answered by Cloudflare's ban, past the invalid requests'
    /// limit.
    pub banned: usize,
    /// Each route's limit times this (0 or 1: Discord's). Only for tests
    /// of something else than pacing that play many turns at once in one
    /// channel; the global limit, 30046 and the headers stay as they are.
    pub scale: u32,
    /// No limits at all: only for the load benchmark's side-by-side runs
    /// of builds older than the bot's rate limiter (`LOAD_LIMITS=off`),
    /// which would otherwise measure 429s, not the build.
    pub off: bool,
}

/// The headers of a bucket's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Headers {
    pub bucket: &'static str,
    pub limit: u32,
    pub remaining: u32,
    pub reset_after: f64,
}

/// Why a request is answered 429.
#[derive(Clone, Debug, PartialEq)]
pub struct Limited {
    pub retry_after: f64,
    pub global: bool,
    /// Discord's code: 0, or 30046 for old messages' edits.
    pub code: u32,
    pub headers: Option<Headers>,
}

impl Limits {
    /// Counts a request against its window `key`; `Err` past `limit`.
    fn take(
        &mut self,
        key: String,
        limit: u32,
        window: Duration,
        now: Instant,
    ) -> Result<Headers, f64> {
        let w = self.windows.entry(key).or_insert(Window {
            started: now,
            used: 0,
        });
        if now.duration_since(w.started) >= window {
            *w = Window {
                started: now,
                used: 0,
            };
        }
        let reset_after = (window - now.duration_since(w.started)).as_secs_f64();
        if w.used >= limit {
            return Err(reset_after);
        }
        w.used += 1;
        Ok(Headers {
            bucket: "",
            limit,
            remaining: limit - w.used,
            reset_after,
        })
    }

    /// Counts a request of `who`'s (see [`who_of`]) on `bucket` (and the
    /// global limit, unless `interaction`); the headers to answer with,
    /// or why it is refused. `old_edit`: the channel of an edit of a
    /// message older than an hour.
    pub fn admit(
        &mut self,
        who: &str,
        bucket: Option<&Bucket>,
        interaction: bool,
        old_edit: Option<&str>,
        now: Instant,
    ) -> Result<Option<Headers>, Limited> {
        if self.off {
            return Ok(None);
        }
        if !interaction {
            let g = self.global.entry(who.to_string()).or_insert(Window {
                started: now,
                used: 0,
            });
            if now.duration_since(g.started) >= Duration::from_secs(1) {
                *g = Window {
                    started: now,
                    used: 0,
                };
            }
            if g.used >= GLOBAL_PER_SECOND {
                let retry_after =
                    (Duration::from_secs(1) - now.duration_since(g.started)).as_secs_f64();
                return Err(Limited {
                    retry_after,
                    global: true,
                    code: 0,
                    headers: None,
                });
            }
            g.used += 1;
        }
        if let Some(channel) = old_edit
            && let Err(retry_after) = self.take(
                format!("old-edits:{channel}"),
                OLD_EDITS,
                OLD_EDITS_WINDOW,
                now,
            )
        {
            return Err(Limited {
                retry_after,
                global: false,
                code: 30046,
                headers: None,
            });
        }
        let Some(b) = bucket else {
            return Ok(None);
        };
        let key = format!("{who}:{}:{}", b.name, b.major);
        let limit = b.limit * self.scale.max(1);
        match self.take(key, limit, b.window, now) {
            Ok(h) => Ok(Some(Headers {
                bucket: b.name,
                ..h
            })),
            Err(retry_after) => Err(Limited {
                retry_after,
                global: false,
                code: 0,
                headers: Some(Headers {
                    bucket: b.name,
                    limit,
                    remaining: 0,
                    reset_after: retry_after,
                }),
            }),
        }
    }

    /// Invalid requests in Discord's window before `now`.
    pub fn invalid_in_window(&self, now: Instant) -> usize {
        self.invalid
            .iter()
            .filter(|(t, _)| now.duration_since(*t) < INVALID_WINDOW)
            .count()
    }
}
