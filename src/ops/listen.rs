//! What the bot's HTTP listeners share: accepting connections, each
//! request told the address it came from ([`Peer`]), and, on a listener
//! open to the internet, a cap on connections per client and in all
//! ([`Places`]): over it, a short answer that says when to come back,
//! never a hang.

use std::collections::HashMap;
use std::future::Future;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use hyper::{Request, Response};
use tokio::io::AsyncWriteExt;

/// The address a request's connection came from, in its extensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Peer(pub SocketAddr);

/// Who a client is, for its limits: its IPv4 address, or the /64 its
/// IPv6 address is in (one home or one machine is given a /64, and can
/// pick any address in it). An IPv4 address written as IPv6 is IPv4.
pub fn client(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
}

/// How long headers may take to come: hyper's header deadline, for the
/// first request and for each next one on a connection kept open.
pub const HEADER_DEADLINE: Duration = Duration::from_secs(10);

/// How a listener takes connections.
pub struct Listening {
    /// The listener's name in logs.
    pub what: &'static str,
    /// Each connection is dropped after this long (`None`: kept while it
    /// is used, as a live page's is).
    pub longest: Option<Duration>,
    /// The places for connections, where the listener caps them.
    pub connections: Option<Arc<Places>>,
}

/// Places held now (connections, or the board's live streams), capped per
/// client and in all. Places taken by a trusted proxy are many clients',
/// and held only to the cap in all (the board counts their clients by
/// request, from the forwarded address).
#[derive(Debug)]
pub struct Places {
    per_client: usize,
    total: usize,
    trusted: Vec<IpAddr>,
    open: Mutex<(usize, HashMap<IpAddr, usize>)>,
}

/// Why a place was not given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Full {
    /// The client has its share open already (429).
    Client,
    /// The listener has all it can hold (503).
    Everyone,
}

/// A place, given back when it is dropped.
pub struct Held {
    places: Arc<Places>,
    client: Option<IpAddr>,
}

impl Places {
    /// At most `per_client` places a client and `total` in all; `trusted`
    /// are the proxies' addresses.
    pub fn new(per_client: usize, total: usize, trusted: Vec<IpAddr>) -> Arc<Places> {
        Arc::new(Places {
            per_client,
            total,
            trusted: trusted.into_iter().map(client).collect(),
            open: Mutex::default(),
        })
    }

    /// Whether `ip` is a trusted proxy's.
    pub fn trusts(&self, ip: IpAddr) -> bool {
        self.trusted.contains(&client(ip))
    }

    /// A place for `peer`, if there is one.
    pub fn admit(self: &Arc<Self>, peer: IpAddr) -> Result<Held, Full> {
        let mut open = self.open.lock().unwrap_or_else(|p| p.into_inner());
        if open.0 >= self.total {
            return Err(Full::Everyone);
        }
        let who = (!self.trusts(peer)).then(|| client(peer));
        if let Some(who) = who {
            let mine = open.1.entry(who).or_insert(0);
            if *mine >= self.per_client {
                return Err(Full::Client);
            }
            *mine += 1;
        }
        open.0 += 1;
        Ok(Held {
            places: self.clone(),
            client: who,
        })
    }

    /// Places held now, in all.
    pub fn open(&self) -> usize {
        self.open.lock().unwrap_or_else(|p| p.into_inner()).0
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        let mut open = self.places.open.lock().unwrap_or_else(|p| p.into_inner());
        open.0 -= 1;
        if let Some(who) = self.client
            && let Some(mine) = open.1.get_mut(&who)
        {
            *mine -= 1;
            if *mine == 0 {
                open.1.remove(&who);
            }
        }
    }
}

/// The soft limit on this process's open files, raised first to the hard
/// limit where that is higher (and said in the log); `None` where it
/// cannot be read.
// `rlim_t` is `u64` on Linux, not on every Unix.
#[allow(clippy::unnecessary_cast)]
pub fn open_file_limit() -> Option<u64> {
    #[cfg(unix)]
    {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: `limit` is a valid rlimit for getrlimit to fill in.
        if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
            return None;
        }
        if limit.rlim_cur < limit.rlim_max {
            let raised = libc::rlimit {
                rlim_cur: limit.rlim_max,
                rlim_max: limit.rlim_max,
            };
            // SAFETY: `raised` is a valid rlimit, read from the process.
            if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
                tracing::info!(
                    from = limit.rlim_cur as u64,
                    to = raised.rlim_cur as u64,
                    "raised the limit on open files"
                );
                limit = raised;
            }
        }
        Some(limit.rlim_cur as u64)
    }
    #[cfg(not(unix))]
    {
        None
    }
}

/// Accepts HTTP/1 connections on `listener` until `stop` completes, each
/// request answered by `answer` with its [`Peer`] in its extensions.
pub async fn accept<B, F, Fut>(
    listener: tokio::net::TcpListener,
    stop: impl Future<Output = ()> + Send,
    how: Listening,
    answer: F,
) where
    F: Fn(Request<hyper::body::Incoming>) -> Fut + Clone + Send + Sync + 'static,
    Fut: Future<Output = Response<B>> + Send + 'static,
    B: hyper::body::Body + Send + 'static,
    B::Data: Send,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    tokio::pin!(stop);
    loop {
        let accepted = tokio::select! {
            () = &mut stop => return,
            a = listener.accept() => a,
        };
        let (stream, peer) = match accepted {
            Ok(accepted) => accepted,
            Err(e) => {
                tracing::warn!(error = %e, listener = how.what, "could not accept a connection");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let held = match how.connections.as_ref().map(|c| c.admit(peer.ip())) {
            Some(Err(full)) => {
                tokio::spawn(turn_away(stream, full));
                continue;
            }
            Some(Ok(held)) => Some(held),
            None => None,
        };
        tokio::spawn(serve_one(
            stream,
            peer,
            how.what,
            how.longest,
            held,
            answer.clone(),
        ));
    }
}

/// Serves the connection `stream` from `peer` until it ends.
async fn serve_one<B, F, Fut>(
    stream: tokio::net::TcpStream,
    peer: SocketAddr,
    what: &'static str,
    longest: Option<Duration>,
    held: Option<Held>,
    answer: F,
) where
    F: Fn(Request<hyper::body::Incoming>) -> Fut + Clone + Send + Sync + 'static,
    Fut: Future<Output = Response<B>> + Send + 'static,
    B: hyper::body::Body + Send + 'static,
    B::Data: Send,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    let _held = held;
    let io = hyper_util::rt::TokioIo::new(stream);
    let service = hyper::service::service_fn(move |mut req: Request<hyper::body::Incoming>| {
        req.extensions_mut().insert(Peer(peer));
        let answered = answer(req);
        async move { Ok::<_, std::convert::Infallible>(answered.await) }
    });
    let conn = hyper::server::conn::http1::Builder::new()
        .timer(hyper_util::rt::TokioTimer::new())
        .header_read_timeout(HEADER_DEADLINE)
        .serve_connection(io, service);
    match longest {
        Some(limit) => {
            let _ = tokio::time::timeout(limit, conn).await;
        }
        None => {
            if let Err(e) = conn.await {
                tracing::debug!(error = %e, listener = what, "a connection ended");
            }
        }
    }
}

/// How long a client turned away is told to wait, in seconds.
pub const RETRY_AFTER_SECONDS: u64 = 5;

/// Answers a connection there is no place for, at once, and closes it:
/// 429 where its client has its share, 503 where the listener is full.
async fn turn_away(mut stream: tokio::net::TcpStream, full: Full) {
    let (status, text) = match full {
        Full::Client => (
            "429 Too Many Requests",
            "too many connections from your address; try again later\n",
        ),
        Full::Everyone => (
            "503 Service Unavailable",
            "the board is full; try again later\n",
        ),
    };
    let answer = format!(
        "HTTP/1.1 {status}\r\nretry-after: {RETRY_AFTER_SECONDS}\r\n\
         content-type: text/plain; charset=utf-8\r\ncontent-length: {}\r\n\
         connection: close\r\n\r\n{text}",
        text.len()
    );
    let _ = tokio::time::timeout(Duration::from_secs(2), async {
        let _ = stream.write_all(answer.as_bytes()).await;
        let _ = stream.shutdown().await;
    })
    .await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_is_its_ipv4_address_or_its_ipv6_slash_64() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        assert_eq!(client(ip("203.0.113.7")), ip("203.0.113.7"));
        assert_eq!(client(ip("::ffff:203.0.113.7")), ip("203.0.113.7"));
        assert_eq!(
            client(ip("2001:db8:1:2:aaaa:bbbb:cccc:dddd")),
            client(ip("2001:db8:1:2::1"))
        );
        assert_ne!(client(ip("2001:db8:1:2::1")), client(ip("2001:db8:1:3::1")));
    }

    #[test]
    fn connections_are_capped_per_client_and_in_all_and_given_back() {
        let c = Places::new(2, 3, vec!["10.0.0.1".parse().unwrap()]);
        let a: IpAddr = "203.0.113.1".parse().unwrap();
        let b: IpAddr = "203.0.113.2".parse().unwrap();
        let first = c.admit(a).unwrap();
        let _second = c.admit(a).unwrap();
        assert_eq!(c.admit(a).err(), Some(Full::Client));
        let _third = c.admit(b).unwrap();
        assert_eq!(c.admit(b).err(), Some(Full::Everyone));
        drop(first);
        assert_eq!(c.open(), 2);
        let _again = c.admit(a).unwrap();
        // A proxy's connections are many clients': held only to the total.
        let d = Places::new(1, 3, vec!["10.0.0.1".parse().unwrap()]);
        let proxy: IpAddr = "10.0.0.1".parse().unwrap();
        let held: Vec<_> = (0..3).map(|_| d.admit(proxy).unwrap()).collect();
        assert_eq!(held.len(), 3);
        assert_eq!(d.admit(proxy).err(), Some(Full::Everyone));
    }
}
