//! What keeps the board up under a crowd, on a listener open to the
//! internet: who a client is (its address, or the forwarded one behind a
//! trusted proxy), the caps on each client's connections and live
//! streams and on everyone's, the rates requests are charged against
//! (each bucket one client's or one session's, in a bounded map), the
//! deadlines, and the one site a page's requests may come from.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use hyper::Request;

use super::error::WebError;
use crate::ops::listen::{Peer, client};

/// Connections one client may hold open.
pub const CONNECTIONS_PER_CLIENT: usize = 40;
/// Live streams one client may hold open (a household's tabs and phones
/// behind one address, each page one stream).
pub const STREAMS_PER_CLIENT: usize = 16;
/// The most connections the board takes, however many files it may open.
pub const MAX_CONNECTIONS: usize = 20_000;
/// Open files kept for all that is not the board's connections (the
/// database, Discord, the operators' listener, logs).
pub const FILES_KEPT: u64 = 256;
/// The open-file limit assumed where it cannot be read.
pub const ASSUMED_OPEN_FILES: u64 = 1_024;
/// How long a live stream stays open at most (the page opens a new one).
pub const STREAM_LIFETIME: Duration = Duration::from_secs(3600);
/// How long a request's body may take to come.
pub const BODY_DEADLINE: Duration = Duration::from_secs(5);
/// How long a request may take to be answered, body read and all.
pub const REQUEST_DEADLINE: Duration = Duration::from_secs(15);
/// The most rate buckets kept: past it, buckets that are full again are
/// forgotten, and new clients are told the board is busy until there is
/// room.
pub const MAX_BUCKETS: usize = 100_000;

/// How fast one bucket's owner may ask: `burst` at once, then
/// `per_second`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate {
    pub burst: f64,
    pub per_second: f64,
}

impl Rate {
    /// How long an emptied bucket takes to fill again.
    fn refill(self) -> Duration {
        Duration::from_secs_f64(self.burst / self.per_second.max(f64::MIN_POSITIVE))
    }
}

impl Default for Rate {
    /// A session's rate.
    fn default() -> Rate {
        SESSION_RATE
    }
}

/// A session's rate (a seat, a screen at home, or one client watching
/// one game): a page's clicks and reloads.
pub const SESSION_RATE: Rate = Rate {
    burst: 20.0,
    per_second: 5.0,
};
/// One client's sign-ins (Activity openings, new games at home).
pub const SIGN_IN_RATE: Rate = Rate {
    burst: 10.0,
    per_second: 0.2,
};
/// Sign-ins inside Discord, for everyone: each asks Discord three times,
/// and is charged only once it reads as one.
pub const DISCORD_RATE: Rate = Rate {
    burst: 20.0,
    per_second: 5.0,
};

/// The board's limits.
#[derive(Clone, Debug)]
pub struct Limits {
    pub connections_per_client: usize,
    pub connections: usize,
    pub streams_per_client: usize,
    pub streams: usize,
    pub stream_lifetime: Duration,
    pub body_deadline: Duration,
    pub request_deadline: Duration,
    pub session: Rate,
    pub sign_in: Rate,
    pub discord: Rate,
    /// The addresses of the proxies whose `X-Forwarded-For` is believed.
    pub trusted: Vec<IpAddr>,
}

impl Limits {
    /// The defaults, with the caps in all kept under `open_files` (the
    /// process's limit): three quarters of the connections may be live
    /// streams, so that pages still load when the streams are full.
    pub fn under(open_files: Option<u64>) -> Limits {
        let room = open_files
            .unwrap_or(ASSUMED_OPEN_FILES)
            .saturating_sub(FILES_KEPT)
            .clamp(64, MAX_CONNECTIONS as u64) as usize;
        Limits {
            connections_per_client: CONNECTIONS_PER_CLIENT,
            connections: room,
            streams_per_client: STREAMS_PER_CLIENT,
            streams: room * 3 / 4,
            stream_lifetime: STREAM_LIFETIME,
            body_deadline: BODY_DEADLINE,
            request_deadline: REQUEST_DEADLINE,
            session: SESSION_RATE,
            sign_in: SIGN_IN_RATE,
            discord: DISCORD_RATE,
            trusted: Vec::new(),
        }
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::under(None)
    }
}

/// What a request is charged to: a session (the grant's kind, game and
/// person, however its token was written), one client, or everyone.
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub enum Charge {
    Seat { game: i64, user: i64 },
    Screen { game: i64 },
    Watcher { game: i64, client: IpAddr },
    SignIn { client: IpAddr },
    Discord,
}

/// Token buckets, at most a cap of them ([`MAX_BUCKETS`] unless told).
#[derive(Debug)]
pub struct Buckets {
    map: Mutex<HashMap<Charge, Bucket>>,
    cap: usize,
}

impl Default for Buckets {
    fn default() -> Buckets {
        Buckets::new(MAX_BUCKETS)
    }
}

/// What is left in a bucket, when it was last taken from, and how long it
/// takes to fill again from empty.
#[derive(Clone, Copy, Debug)]
struct Bucket {
    left: f64,
    at: Instant,
    refill: Duration,
}

impl Buckets {
    /// At most `cap` buckets.
    pub fn new(cap: usize) -> Buckets {
        Buckets {
            map: Mutex::default(),
            cap,
        }
    }

    /// Takes one request from `charge`'s bucket, filled at `rate`.
    pub fn take(&self, charge: Charge, rate: Rate) -> Result<(), WebError> {
        let mut map = self.map.lock().unwrap_or_else(|p| p.into_inner());
        let now = Instant::now();
        if map.len() >= self.cap && !map.contains_key(&charge) {
            // A bucket full again is as good as none.
            map.retain(|_, b| now.duration_since(b.at) < b.refill);
            if map.len() >= self.cap {
                return Err(WebError::Busy);
            }
        }
        let b = map.entry(charge).or_insert(Bucket {
            left: rate.burst,
            at: now,
            refill: rate.refill(),
        });
        b.left =
            (b.left + now.duration_since(b.at).as_secs_f64() * rate.per_second).min(rate.burst);
        b.at = now;
        if b.left < 1.0 {
            return Err(WebError::TooMany);
        }
        b.left -= 1.0;
        Ok(())
    }

    /// Buckets kept now.
    pub fn len(&self) -> usize {
        self.map.lock().unwrap_or_else(|p| p.into_inner()).len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Who sent `req`, for its limits: the connection's address, or, where
/// that is a trusted proxy's, the last address in `X-Forwarded-For` that
/// is not a trusted proxy's (each proxy adds the address it was reached
/// from at the end; anything before could be the client's own writing).
pub fn client_of<B>(req: &Request<B>, trusted: &[IpAddr]) -> IpAddr {
    let peer = req
        .extensions()
        .get::<Peer>()
        .map(|p| p.0.ip())
        .unwrap_or(IpAddr::from([0, 0, 0, 0]));
    let is_trusted = |ip: IpAddr| trusted.iter().any(|t| client(*t) == client(ip));
    if !is_trusted(peer) {
        return client(peer);
    }
    let forwarded = req
        .headers()
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .collect::<Vec<_>>();
    forwarded
        .iter()
        .rev()
        .map(|a| a.parse::<IpAddr>().ok())
        .take_while(Option::is_some)
        .flatten()
        .find(|ip| !is_trusted(*ip))
        .map(client)
        .unwrap_or(client(peer))
}

/// The one site the board's pages are: the `Host`s a request may name,
/// and the origins a page's `POST` may come from.
#[derive(Clone, Debug)]
pub struct Site {
    hosts: Vec<String>,
    origins: Vec<String>,
}

impl Site {
    /// A board on this machine only (`carcassonne-bot play`, and tests):
    /// `127.0.0.1`, `localhost` or `[::1]`, on `port`. Any other name is
    /// a name rebound to this machine by another site.
    pub fn loopback(port: u16) -> Site {
        let hosts: Vec<String> = ["127.0.0.1", "localhost", "[::1]"]
            .iter()
            .map(|h| format!("{h}:{port}"))
            .collect();
        let origins = hosts.iter().map(|h| format!("http://{h}")).collect();
        Site { hosts, origins }
    }

    /// The board at `web_url` (`WEB_URL`): its host, and where it has no
    /// port, the scheme's own written out.
    pub fn public(web_url: &str) -> Site {
        let (scheme, rest) = web_url.split_once("://").unwrap_or(("https", web_url));
        let authority = rest.split('/').next().unwrap_or(rest).to_ascii_lowercase();
        let mut hosts = vec![authority.clone()];
        if !authority.contains(':') || authority.ends_with(']') {
            let port = if scheme.eq_ignore_ascii_case("http") {
                80
            } else {
                443
            };
            hosts.push(format!("{authority}:{port}"));
        }
        let origins = vec![format!("{}://{authority}", scheme.to_ascii_lowercase())];
        Site { hosts, origins }
    }

    /// Also the Activity's own address inside Discord, where Discord's
    /// proxy serves the board for application `client_id`.
    pub fn with_activity(mut self, client_id: u64) -> Site {
        let host = format!("{client_id}.discordsays.com");
        self.origins.push(format!("https://{host}"));
        self.hosts.push(host);
        self
    }

    /// Whether `req` names one of the site's hosts (`X-Forwarded-Host`
    /// instead, from a trusted proxy).
    pub fn check_host<B>(&self, req: &Request<B>, trusted: &[IpAddr]) -> Result<(), WebError> {
        let from_proxy = req
            .extensions()
            .get::<Peer>()
            .is_some_and(|p| trusted.iter().any(|t| client(*t) == client(p.0.ip())));
        let header = |name: &str| req.headers().get(name).and_then(|v| v.to_str().ok());
        let host = from_proxy
            .then(|| header("x-forwarded-host"))
            .flatten()
            .or_else(|| header("host"))
            .or_else(|| req.uri().authority().map(|a| a.as_str()))
            .ok_or(WebError::Foreign("a request with no host"))?;
        let host = host.trim().to_ascii_lowercase();
        if self.hosts.contains(&host) {
            Ok(())
        } else {
            Err(WebError::Foreign("a request for another host"))
        }
    }

    /// Whether a `POST` is a page's own: JSON, and, where the browser
    /// says where it comes from, from the site itself.
    pub fn check_post<B>(&self, req: &Request<B>) -> Result<(), WebError> {
        let header = |name: &str| req.headers().get(name).and_then(|v| v.to_str().ok());
        let json = header("content-type")
            .and_then(|c| c.split(';').next())
            .is_some_and(|c| c.trim().eq_ignore_ascii_case("application/json"));
        if !json {
            return Err(WebError::Foreign("a request that is not JSON"));
        }
        if let Some(origin) = header("origin") {
            let origin = origin.trim().to_ascii_lowercase();
            if !self.origins.contains(&origin) {
                return Err(WebError::Foreign("a request from another site"));
            }
        } else if let Some(site) = header("sec-fetch-site")
            && !site.trim().eq_ignore_ascii_case("same-origin")
        {
            return Err(WebError::Foreign("a request from another site"));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(headers: &[(&str, &str)], peer: &str) -> Request<()> {
        let mut b = Request::builder().method("POST").uri("/api/act");
        for (k, v) in headers {
            b = b.header(*k, *v);
        }
        let mut r = b.body(()).unwrap();
        r.extensions_mut()
            .insert(Peer(format!("{peer}:5000").parse().unwrap()));
        r
    }

    #[test]
    fn a_client_is_its_address_or_the_forwarded_one_behind_a_trusted_proxy() {
        let proxy: IpAddr = "10.0.0.1".parse().unwrap();
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        let r = request(&[("x-forwarded-for", "198.51.100.9")], "203.0.113.5");
        assert_eq!(client_of(&r, &[proxy]), ip("203.0.113.5"), "not a proxy");
        let r = request(&[("x-forwarded-for", "1.2.3.4, 198.51.100.9")], "10.0.0.1");
        assert_eq!(client_of(&r, &[proxy]), ip("198.51.100.9"), "the last hop");
        let r = request(
            &[
                ("x-forwarded-for", "198.51.100.9"),
                ("x-forwarded-for", "10.0.0.1"),
            ],
            "10.0.0.1",
        );
        assert_eq!(client_of(&r, &[proxy]), ip("198.51.100.9"), "past proxies");
        let r = request(&[("x-forwarded-for", "junk")], "10.0.0.1");
        assert_eq!(client_of(&r, &[proxy]), proxy, "nothing to believe");
    }

    #[test]
    fn buckets_are_per_charge_and_bounded() {
        let b = Buckets::default();
        let rate = Rate {
            burst: 2.0,
            per_second: 0.001,
        };
        let me = Charge::SignIn {
            client: "203.0.113.1".parse().unwrap(),
        };
        let you = Charge::SignIn {
            client: "203.0.113.2".parse().unwrap(),
        };
        assert!(b.take(me, rate).is_ok() && b.take(me, rate).is_ok());
        assert!(matches!(b.take(me, rate), Err(WebError::TooMany)));
        assert!(b.take(you, rate).is_ok(), "another's bucket is its own");
        // Bounded: past the cap, only buckets full again make room.
        let small = Buckets::new(2);
        let quick = Rate {
            burst: 1.0,
            per_second: 1e6,
        };
        assert!(small.take(me, rate).is_ok() && small.take(you, rate).is_ok());
        assert!(matches!(
            small.take(Charge::Discord, rate),
            Err(WebError::Busy)
        ));
        assert_eq!(small.len(), 2);
        let tiny = Buckets::new(1);
        assert!(tiny.take(me, quick).is_ok());
        std::thread::sleep(Duration::from_millis(5));
        assert!(tiny.take(you, quick).is_ok(), "a full bucket is forgotten");
        assert_eq!(tiny.len(), 1);
    }

    #[test]
    fn hosts_and_origins_are_the_sites_own() {
        let home = Site::loopback(7878);
        let ok = request(&[("host", "127.0.0.1:7878")], "127.0.0.1");
        assert!(home.check_host(&ok, &[]).is_ok());
        let rebound = request(&[("host", "attacker.example:7878")], "127.0.0.1");
        assert!(home.check_host(&rebound, &[]).is_err());
        let public = Site::public("https://board.example.com/x").with_activity(42);
        for host in [
            "board.example.com",
            "board.example.com:443",
            "42.discordsays.com",
        ] {
            assert!(
                public
                    .check_host(&request(&[("host", host)], "203.0.113.1"), &[])
                    .is_ok()
            );
        }
        let post = |h: &[(&str, &str)]| public.check_post(&request(h, "203.0.113.1"));
        let json = ("content-type", "application/json");
        assert!(post(&[json, ("origin", "https://board.example.com")]).is_ok());
        assert!(post(&[json, ("origin", "https://42.discordsays.com")]).is_ok());
        assert!(post(&[json]).is_ok(), "not a browser");
        assert!(post(&[json, ("origin", "https://evil.example")]).is_err());
        assert!(post(&[json, ("sec-fetch-site", "cross-site")]).is_err());
        assert!(
            post(&[
                ("content-type", "text/plain"),
                ("origin", "https://board.example.com")
            ])
            .is_err()
        );
    }
}
