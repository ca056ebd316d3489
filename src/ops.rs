//! The operators' listener: `/healthz` for Docker or Kubernetes to act on,
//! and `/metrics` for Prometheus. On `127.0.0.1:9000` unless `HTTP_ADDR`
//! says otherwise (`off`: no listener).
//!
//! `/healthz` answers 200 only while every shard this process runs is
//! connected to Discord's gateway and the database answers within a
//! second; otherwise 503, with a short JSON body that says what is wrong.
//! While the bot stops, it answers 503 too.

use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use http_body_util::Full;
use hyper::body::Bytes;
use hyper::{Method, Request, Response, StatusCode};
use serde_json::json;

pub mod listen;

use crate::game::Service;
use crate::metrics::{self, ShardState};

/// Where the listener is unless `HTTP_ADDR` says otherwise.
pub const DEFAULT_ADDR: &str = "127.0.0.1:9000";

/// How long the database has to answer a health check.
pub const DATABASE_WAIT: Duration = Duration::from_secs(1);

/// Reads `HTTP_ADDR`: unset or empty is [`DEFAULT_ADDR`], `off` is no
/// listener, else an address and port such as `0.0.0.0:9000`.
pub fn http_addr(setting: Option<&str>) -> Result<Option<SocketAddr>, String> {
    match setting.map(str::trim) {
        None | Some("") => Ok(Some(DEFAULT_ADDR.parse().expect("a valid default"))),
        Some(off) if off.eq_ignore_ascii_case("off") => Ok(None),
        Some(v) => v.parse().map(Some).map_err(|_| {
            format!("HTTP_ADDR must be an address and port such as 0.0.0.0:9000, or off; not {v:?}")
        }),
    }
}

/// The gateway as this process sees it: each shard it runs.
pub trait Gateway: Send + Sync {
    fn shards(&self) -> Pin<Box<dyn Future<Output = Vec<ShardState>> + Send + '_>>;
}

/// What the listener reads: the game service, the gateway, and whether
/// the bot is stopping.
#[derive(Clone)]
pub struct Ops {
    service: Service,
    gateway: Arc<dyn Gateway>,
    stopping: Arc<AtomicBool>,
}

impl Ops {
    pub fn new(service: Service, gateway: Arc<dyn Gateway>) -> Ops {
        Ops {
            service,
            gateway,
            stopping: Arc::new(AtomicBool::new(false)),
        }
    }

    /// The bot is stopping: health checks fail from now on, so that
    /// nothing sends it more work.
    pub fn stopping(&self) {
        self.stopping.store(true, Ordering::SeqCst);
    }

    /// The health check: whether all is well, and the JSON that says so.
    pub async fn health(&self) -> (bool, serde_json::Value) {
        let (shards, database) = tokio::join!(
            tokio::time::timeout(DATABASE_WAIT, self.gateway.shards()),
            tokio::time::timeout(DATABASE_WAIT, self.service.ping()),
        );
        let mut problems = Vec::new();
        if self.stopping.load(Ordering::SeqCst) {
            problems.push("the bot is stopping".to_string());
        }
        let shards = shards.unwrap_or_default();
        if shards.is_empty() {
            problems.push("no shard is running yet".to_string());
        }
        for s in shards.iter().filter(|s| !s.connected) {
            problems.push(format!("shard {} is not connected to Discord", s.id));
        }
        let database = match database {
            Ok(Ok(())) => "ok",
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "health check: the database did not answer");
                problems.push("the database did not answer".to_string());
                "failing"
            }
            Err(_) => {
                problems.push(format!(
                    "the database did not answer within {} s",
                    DATABASE_WAIT.as_secs()
                ));
                "slow"
            }
        };
        let healthy = problems.is_empty();
        let body = json!({
            "status": if healthy { "ok" } else { "unhealthy" },
            "problems": problems,
            "database": database,
            "shards": shards.iter().map(|s| json!({
                "id": s.id,
                "connected": s.connected,
                "latency_ms": s.latency.map(|l| l.as_millis() as u64),
            })).collect::<Vec<_>>(),
        });
        (healthy, body)
    }

    /// The metrics, with what is read now.
    pub async fn metrics(&self) -> String {
        let shards = self.gateway.shards().await;
        let games = match tokio::time::timeout(DATABASE_WAIT * 5, self.service.sample()).await {
            Ok(Ok(g)) => Some(g),
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "metrics: the database did not answer");
                None
            }
            Err(_) => {
                tracing::warn!("metrics: the database did not answer in time");
                None
            }
        };
        metrics::render(&metrics::Sample { games, shards })
    }

    async fn answer(&self, req: Request<hyper::body::Incoming>) -> Response<Full<Bytes>> {
        let plain = |status: StatusCode, text: &str| {
            Response::builder()
                .status(status)
                .header("content-type", "text/plain; charset=utf-8")
                .body(Full::new(Bytes::from(text.to_string())))
                .expect("a valid response")
        };
        if req.method() != Method::GET && req.method() != Method::HEAD {
            let mut r = plain(StatusCode::METHOD_NOT_ALLOWED, "GET only\n");
            r.headers_mut().insert(
                "allow",
                hyper::header::HeaderValue::from_static("GET, HEAD"),
            );
            return r;
        }
        match req.uri().path() {
            "/healthz" => {
                let (healthy, body) = self.health().await;
                let status = if healthy {
                    StatusCode::OK
                } else {
                    StatusCode::SERVICE_UNAVAILABLE
                };
                Response::builder()
                    .status(status)
                    .header("content-type", "application/json")
                    .header("cache-control", "no-store")
                    .body(Full::new(Bytes::from(format!("{body}\n"))))
                    .expect("a valid response")
            }
            "/metrics" => Response::builder()
                .status(StatusCode::OK)
                .header("content-type", metrics::CONTENT_TYPE)
                .body(Full::new(Bytes::from(self.metrics().await)))
                .expect("a valid response"),
            _ => plain(
                StatusCode::NOT_FOUND,
                "not found: try /healthz or /metrics\n",
            ),
        }
    }
}

/// Asks a running bot's listener at `addr` for `/healthz` (a listener on
/// every address is asked on loopback): the status and the body.
pub async fn probe(addr: SocketAddr) -> Result<(u16, String), String> {
    let mut addr = addr;
    if addr.ip().is_unspecified() {
        addr.set_ip(match addr {
            SocketAddr::V4(_) => std::net::Ipv4Addr::LOCALHOST.into(),
            SocketAddr::V6(_) => std::net::Ipv6Addr::LOCALHOST.into(),
        });
    }
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(5))
        .build()
        .map_err(|e| e.to_string())?;
    let answer = client
        .get(format!("http://{addr}/healthz"))
        .send()
        .await
        .map_err(|e| format!("no answer from http://{addr}/healthz: {e}"))?;
    let status = answer.status().as_u16();
    let body = answer.text().await.map_err(|e| e.to_string())?;
    Ok((status, body))
}

/// Serves `/healthz` and `/metrics` on `listener` until `stop` completes.
pub async fn serve(
    listener: tokio::net::TcpListener,
    ops: Ops,
    stop: impl Future<Output = ()> + Send,
) {
    // A scraper that never finishes its request is dropped.
    let how = listen::Listening {
        what: "the operators' listener",
        longest: Some(Duration::from_secs(60)),
        connections: None,
    };
    listen::accept(listener, stop, how, move |req| {
        let ops = ops.clone();
        async move { ops.answer(req).await }
    })
    .await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_setting_reads_a_default_off_or_an_address() {
        assert_eq!(
            http_addr(None).unwrap(),
            Some("127.0.0.1:9000".parse().unwrap())
        );
        assert_eq!(
            http_addr(Some(" ")).unwrap(),
            Some("127.0.0.1:9000".parse().unwrap())
        );
        assert_eq!(http_addr(Some("off")).unwrap(), None);
        assert_eq!(http_addr(Some("OFF")).unwrap(), None);
        assert_eq!(
            http_addr(Some("0.0.0.0:9100")).unwrap(),
            Some("0.0.0.0:9100".parse().unwrap())
        );
        let e = http_addr(Some("9000")).unwrap_err();
        assert!(e.contains("HTTP_ADDR") && e.contains("0.0.0.0:9000"), "{e}");
    }
}
