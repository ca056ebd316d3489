//! What is known of Discord's rate limits, route by route: each route's
//! bucket as Discord's headers name it, each bucket's window per major
//! ids, the global limit kept under, a global 429's hold, and the invalid
//! requests of Discord's 10-minute window (`topics/rate-limits.mdx`).

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use reqwest::Method;
use reqwest::header::HeaderMap;

use super::{
    FIRST_ANSWER, GLOBAL_PER_SECOND, INVALID_PACE, INVALID_SLOW, INVALID_STOP, INVALID_WINDOW,
    header,
};

/// Whose limits a request counts against: "individuals are determined
/// using a request's authentication" (`topics/rate-limits.mdx`), and a
/// request without any (the OAuth2 token exchange) is limited by the
/// address it comes from. A person's buckets and 429s are theirs alone,
/// and never hold the bot's own requests.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum Who {
    Bot,
    /// A person's OAuth2 token, known by a hash of it (never kept).
    Person(u64),
    /// No credentials: this machine's address.
    Address,
}

impl Who {
    /// The person whose token `token` is.
    pub(super) fn person(token: &str) -> Who {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        token.hash(&mut h);
        Who::Person(h.finish())
    }

    fn key(&self) -> String {
        match self {
            Who::Bot => "bot".into(),
            Who::Person(h) => format!("person {h:x}"),
            Who::Address => "address".into(),
        }
    }
}

/// Windows kept at most before the ones past their reset are let go (one
/// for each person who signed in lately, beside the bot's own).
const WINDOWS_KEPT: usize = 4_096;

/// A request's route, as Discord's rate limits see it: the method and the
/// path with every id but the major ones (a channel, a server, a webhook
/// and its token, an interaction) in general form, and whose credentials
/// it carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Route {
    /// The route in general form, ids and all: `POST /channels/1/messages`.
    pub(super) name: String,
    /// The route without its major ids: Discord's buckets are per route.
    pub(super) template: String,
    /// The major ids: a bucket's limit is per major ids.
    pub(super) major: String,
    /// Interaction answers are outside the global limit.
    pub(super) global: bool,
    pub(super) who: Who,
}

impl Route {
    /// A request of the bot's own.
    #[cfg(test)]
    pub(super) fn of(method: &Method, path: &str) -> Route {
        Route::of_as(method, path, Who::Bot)
    }

    /// A request with `who`'s credentials.
    pub(super) fn of_as(method: &Method, path: &str, who: Who) -> Route {
        let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
        let (mut template, mut major) = (Vec::new(), Vec::new());
        let mut previous = "";
        for (i, s) in segments.iter().enumerate() {
            let id = s.chars().all(|c| c.is_ascii_digit()) && !s.is_empty();
            // An Activity instance's id is one of many, as an id is.
            let id = id || previous == "activity-instances";
            let is_major = match previous {
                "channels" | "guilds" | "webhooks" | "interactions" => i == 1,
                // A webhook's or an interaction's token.
                _ => i == 2 && matches!(segments[0], "webhooks" | "interactions"),
            };
            if is_major {
                major.push(*s);
                template.push("{major}");
            } else if id {
                template.push("{id}");
            } else {
                template.push(s);
            }
            previous = s;
        }
        let template = format!("{method} /{}", template.join("/"));
        Route {
            name: format!("{method} {}", redacted(path)),
            template,
            major: major.join("/"),
            // "Interaction endpoints are not bound to the bot's Global
            // Rate Limit" (`topics/rate-limits.mdx`): the answer, and the
            // webhook routes of an interaction's token (its original
            // message and follow-ups, `receiving-and-responding.mdx`).
            global: !matches!(segments.first(), Some(&"interactions" | &"webhooks")),
            who,
        }
    }
}

/// A path with interaction tokens cut short (they are secrets for 15
/// minutes, and long).
fn redacted(path: &str) -> String {
    path.split('/')
        .map(|s| if s.len() > 40 { &s[..8] } else { s })
        .collect::<Vec<_>>()
        .join("/")
}

/// Whether a request may go now.
#[derive(Debug, PartialEq)]
pub(super) enum Turn {
    /// It may (its place is taken), after `pace`.
    Go { pace: Duration },
    /// Not for this long.
    Wait(Duration),
}

/// What is known of Discord's rate limits.
#[derive(Default)]
pub(super) struct Limits(Mutex<Known>);

#[derive(Default)]
pub(super) struct Known {
    /// Each route's bucket, as Discord names it.
    buckets: HashMap<String, String>,
    /// Each bucket's window, per major ids.
    windows: HashMap<String, Window>,
    /// A global 429 holds every request of the bot's until then.
    global_until: Option<Instant>,
    /// A global 429 on a person's token (or on this address) holds only
    /// their requests.
    others_until: HashMap<Who, Instant>,
    /// The requests of the last second, oldest first (a sliding window:
    /// every second of Discord's, wherever it starts, holds at most
    /// `per_second`).
    recent: VecDeque<Instant>,
    /// This process's share of the global limit (0: all of
    /// [`GLOBAL_PER_SECOND`]).
    pub(super) per_second: u32,
    /// Invalid requests in Discord's window, oldest first.
    invalid: VecDeque<Instant>,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Window {
    remaining: u32,
    reset_at: Instant,
    /// Not known yet: a request is out to learn the bucket.
    provisional: bool,
}

impl Known {
    pub(super) fn window_key(&self, route: &Route) -> String {
        let bucket = self.buckets.get(&route.template).unwrap_or(&route.template);
        format!("{}:{bucket}:{}", route.who.key(), route.major)
    }

    /// Lets go of windows and holds past their reset, once there are many.
    fn prune_windows(&mut self, now: Instant) {
        if self.windows.len() > WINDOWS_KEPT {
            self.windows.retain(|_, w| w.reset_at > now);
        }
        if self.others_until.len() > WINDOWS_KEPT {
            self.others_until.retain(|_, until| *until > now);
        }
    }

    /// Until when a global 429 holds `who`'s requests.
    fn held_until(&self, who: &Who) -> Option<Instant> {
        match who {
            Who::Bot => self.global_until,
            other => self.others_until.get(other).copied(),
        }
    }

    pub(super) fn prune_invalid(&mut self, now: Instant) {
        while self
            .invalid
            .front()
            .is_some_and(|&t| now.duration_since(t) >= INVALID_WINDOW)
        {
            self.invalid.pop_front();
        }
    }
}

impl Limits {
    pub(super) fn lock(&self) -> std::sync::MutexGuard<'_, Known> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Takes a place for a request on `route` now, or says how long to wait.
    pub(super) fn reserve(&self, route: &Route, now: Instant) -> Turn {
        let mut k = self.lock();
        k.prune_invalid(now);
        if k.invalid.len() >= INVALID_STOP
            && let Some(&oldest) = k.invalid.front()
        {
            return Turn::Wait((oldest + INVALID_WINDOW).saturating_duration_since(now));
        }
        k.prune_windows(now);
        if let Some(until) = k.held_until(&route.who).filter(|&u| u > now) {
            return Turn::Wait(until - now);
        }
        let key = k.window_key(route);
        if let Some(w) = k.windows.get(&key).copied()
            && w.remaining == 0
            && w.reset_at > now
        {
            return Turn::Wait(w.reset_at - now);
        }
        while k
            .recent
            .front()
            .is_some_and(|&t| now.duration_since(t) >= Duration::from_secs(1))
        {
            k.recent.pop_front();
        }
        let per_second = match k.per_second {
            0 => GLOBAL_PER_SECOND,
            n => n,
        };
        // The bot's share of the global limit is the bot's alone: a
        // person's requests count against their own.
        let paced = route.global && route.who == Who::Bot;
        if paced
            && k.recent.len() >= per_second as usize
            && let Some(&oldest) = k.recent.front()
        {
            return Turn::Wait((oldest + Duration::from_secs(1)).saturating_duration_since(now));
        }
        if paced {
            k.recent.push_back(now);
        }
        match k.windows.get_mut(&key) {
            Some(w) if w.reset_at > now => w.remaining = w.remaining.saturating_sub(1),
            _ => {
                // Unknown (or past its reset): this request learns it; the
                // next waits for its answer.
                let w = Window {
                    remaining: 0,
                    reset_at: now + FIRST_ANSWER,
                    provisional: true,
                };
                k.windows.insert(key, w);
            }
        }
        let pace = if k.invalid.len() >= INVALID_SLOW {
            INVALID_PACE
        } else {
            Duration::ZERO
        };
        Turn::Go { pace }
    }

    /// What an answer's headers say of `route`'s bucket.
    pub(super) fn learn(&self, route: &Route, headers: &HeaderMap, now: Instant) {
        let mut k = self.lock();
        if let Some(bucket) = header(headers, "x-ratelimit-bucket") {
            let old_key = k.window_key(route);
            k.buckets.insert(route.template.clone(), bucket.to_string());
            let new_key = k.window_key(route);
            if old_key != new_key
                && let Some(w) = k.windows.remove(&old_key)
                && !w.provisional
            {
                k.windows.entry(new_key).or_insert(w);
            }
        }
        let key = k.window_key(route);
        let remaining =
            header(headers, "x-ratelimit-remaining").and_then(|v| v.parse::<u32>().ok());
        let reset_after = header(headers, "x-ratelimit-reset-after")
            .and_then(|v| v.parse::<f64>().ok())
            .map(|s| Duration::from_secs_f64(s.clamp(0.0, 86_400.0)));
        let (Some(remaining), Some(reset_after)) = (remaining, reset_after) else {
            // No bucket for this route: nothing to keep to.
            if k.windows.get(&key).is_some_and(|w| w.provisional) {
                k.windows.remove(&key);
            }
            return;
        };
        let reset_at = now + reset_after;
        let window = match k.windows.get(&key) {
            // The same window as known: answers may come out of order, so
            // the fewest left is the truth.
            Some(w) if !w.provisional && w.reset_at > now && same_window(w.reset_at, reset_at) => {
                Window {
                    remaining: remaining.min(w.remaining),
                    ..*w
                }
            }
            _ => Window {
                remaining,
                reset_at,
                provisional: false,
            },
        };
        k.windows.insert(key, window);
    }

    /// A request on `route` got no answer: a provisional window is let go.
    pub(super) fn unanswered(&self, route: &Route) {
        let mut k = self.lock();
        let key = k.window_key(route);
        if k.windows.get(&key).is_some_and(|w| w.provisional) {
            k.windows.remove(&key);
        }
    }

    /// A 429: nothing more on `route` (everything of its credentials',
    /// if `global`) for `wait`.
    pub(super) fn limited(&self, route: &Route, wait: Duration, global: bool, now: Instant) {
        let mut k = self.lock();
        if global {
            match &route.who {
                Who::Bot => k.global_until = Some(now + wait),
                other => {
                    k.others_until.insert(other.clone(), now + wait);
                }
            }
            return;
        }
        let key = k.window_key(route);
        // Never sooner than the bucket's own reset, when that is known:
        // a sub-limit's short wait does not refill the bucket.
        let known = k
            .windows
            .get(&key)
            .filter(|w| !w.provisional)
            .map(|w| w.reset_at);
        let reset_at = known.map_or(now + wait, |r| r.max(now + wait));
        k.windows.insert(
            key,
            Window {
                remaining: 0,
                reset_at,
                provisional: false,
            },
        );
    }

    /// Counts an invalid request; how many the window holds now.
    pub(super) fn invalid(&self, now: Instant) -> usize {
        let mut k = self.lock();
        k.prune_invalid(now);
        k.invalid.push_back(now);
        k.invalid.len()
    }

    pub(super) fn invalid_count(&self, now: Instant) -> usize {
        let mut k = self.lock();
        k.prune_invalid(now);
        let n = k.invalid.len();
        crate::metrics::invalid_window(n);
        n
    }
}

/// Whether two resets are of one window (Discord rounds them to the
/// millisecond, and time passes between the answers).
fn same_window(a: Instant, b: Instant) -> bool {
    let d = if a > b { a - b } else { b - a };
    d < Duration::from_millis(250)
}
