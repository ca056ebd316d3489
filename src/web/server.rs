//! The board's listener: the page, its script and style, tile art, and the
//! API the page calls (`/api/…`). Every answer carries a strict content
//! security policy; the page has no inline script or style. Only what a
//! page needs is served here: the operators' `/healthz` and `/metrics`
//! stay on their own listener.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use http_body_util::{BodyExt, Either, Full, Limited, channel::Channel};
use hyper::body::{Bytes, Frame, Incoming};
use hyper::{Method, Request, Response, StatusCode};

use super::actions::Act;
use super::activity::{Opening, Vouch};
pub use super::crowd::Rate;
use super::crowd::{Buckets, Charge, Limits, Site, client_of};
use super::error::ActivityError;
use super::error::WebError;
use super::home::Home;
use super::hub::Hub;
use super::page::{PageState, strings};
use super::tokens::{Grant, SigningKey};
use crate::engine::TileSet;
use crate::game::Service;
use crate::i18n::Lang;
use crate::ops::listen::{Full as NoPlace, Places};
use crate::render::Renderer;

/// A response's body: whole, or a stream of live events.
pub type Body = Either<Full<Bytes>, Channel<Bytes>>;

/// The page's files, built into the binary.
const INDEX: &str = include_str!("../../assets/web/index.html");
const SCRIPT: &str = include_str!("../../assets/web/board.js");
const STYLE: &str = include_str!("../../assets/web/board.css");
/// Discord's Embedded App SDK, vendored (`assets/web/tools`): loaded only
/// by a page opened inside Discord.
const DISCORD_SDK: &str = include_str!("../../assets/web/discord-sdk.js");

/// What every answer says about where its page may load from: only this
/// server, no inline script or style, in no other site's frame.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; \
     form-action 'none'; frame-ancestors 'none'";

/// The same policy where the board is also the Activity of application
/// `client_id`: Discord's clients (and only they) may show the page in
/// their frame, at the Activity's own address.
pub fn activity_policy(client_id: u64) -> String {
    CONTENT_SECURITY_POLICY.replace(
        "frame-ancestors 'none'",
        &format!(
            "frame-ancestors {}",
            super::activity::frame_ancestors(client_id)
        ),
    )
}

/// The largest request body taken.
pub const MAX_BODY: usize = 4096;
/// How often a live page is sent a `ping` event, so that idle connections
/// stay open through proxies, and so that the page can tell a stream that
/// went quiet (held back by a proxy, or dead without an error) from a
/// quiet game.
pub const KEEP_ALIVE: Duration = Duration::from_secs(20);
/// The longest token read: every token the board makes is far shorter.
pub const MAX_TOKEN: usize = 512;
/// How long a live stream's ticket may open it, in seconds.
pub const TICKET_SECONDS: i64 = 60;

/// The board's server: what it serves and with what. Cheap to clone.
#[derive(Clone)]
pub struct BoardServer {
    service: Service,
    hub: Hub,
    signing_key: SigningKey,
    renderer: Arc<Renderer>,
    home: Option<Home>,
    /// Discord, where the board is also an Activity.
    activity: Option<Arc<dyn Vouch>>,
    /// The content security policy every answer carries.
    policy: hyper::header::HeaderValue,
    /// How often a quiet live page is sent a `ping` ([`KEEP_ALIVE`]).
    keep_alive: Duration,
    limits: Arc<Limits>,
    /// The site the board's pages are (`None`: this machine only, on the
    /// listener's port).
    site: Option<Site>,
    buckets: Arc<Buckets>,
    /// Live streams open now.
    streams: Arc<Places>,
}

impl BoardServer {
    /// A board over `service`, its sessions signed with `key`.
    pub fn new(service: Service, signing_key: SigningKey, renderer: Arc<Renderer>) -> BoardServer {
        BoardServer {
            hub: Hub::new(service.clone(), renderer.clone()),
            service,
            signing_key,
            renderer,
            home: None,
            activity: None,
            policy: hyper::header::HeaderValue::from_static(CONTENT_SECURITY_POLICY),
            keep_alive: KEEP_ALIVE,
            limits: Arc::default(),
            site: None,
            buckets: Arc::default(),
            streams: Places::new(0, 0, Vec::new()),
        }
        .with_limits(Limits::under(crate::ops::listen::open_file_limit()))
    }

    /// The board at its public address `web_url` (`WEB_URL`): requests
    /// for any other host are refused (and, where the board is an
    /// Activity too, for its own `discordsays.com` address).
    pub fn public_at(mut self, web_url: &str) -> BoardServer {
        let site = Site::public(web_url);
        self.site = Some(match &self.activity {
            Some(vouch) => site.with_activity(vouch.client_id()),
            None => site,
        });
        self
    }

    /// Other limits (tests, and the operator's settings).
    pub fn with_limits(mut self, limits: Limits) -> BoardServer {
        self.streams = Places::new(limits.streams_per_client, limits.streams, Vec::new());
        self.limits = Arc::new(limits);
        self
    }

    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// The board of `carcassonne-bot play`: games are opened from the page.
    pub fn at_home(mut self, home: Home) -> BoardServer {
        self.home = Some(home);
        self
    }

    /// The board as an Activity too: opened inside Discord's clients,
    /// whose people `vouch` asks Discord about.
    pub fn with_activity(mut self, vouch: Arc<dyn Vouch>) -> BoardServer {
        let id = vouch.client_id();
        self.site = self.site.map(|s| s.with_activity(id));
        self.activity = Some(vouch);
        self.policy = hyper::header::HeaderValue::from_str(&activity_policy(id))
            .expect("a policy of plain characters");
        self
    }

    /// Another keep-alive for live pages (tests that cannot wait 20 s).
    pub fn with_keep_alive(mut self, every: Duration) -> BoardServer {
        self.keep_alive = every;
        self
    }

    /// Another rate for sessions and sign-ins (tests that play at a
    /// machine's pace).
    pub fn with_rate(self, rate: Rate) -> BoardServer {
        let limits = Limits {
            session: rate,
            sign_in: rate,
            discord: rate,
            ..(*self.limits).clone()
        };
        self.with_limits(limits)
    }

    pub fn hub(&self) -> &Hub {
        &self.hub
    }

    pub fn signing_key(&self) -> &SigningKey {
        &self.signing_key
    }

    /// Answers one request: for this site's host only, within the
    /// request's deadline.
    pub async fn answer(&self, req: Request<Incoming>) -> Response<Body> {
        let lang = asked_lang(&req);
        let answered = match self.site().check_host(&req, &self.limits.trusted) {
            Err(e) => Err(e),
            Ok(()) => tokio::time::timeout(self.limits.request_deadline, self.route(req, lang))
                .await
                .unwrap_or(Err(WebError::Busy)),
        };
        let mut r = answered.unwrap_or_else(|e| refused(&e, lang));
        secure(&mut r, &self.policy, self.activity.is_none());
        r
    }

    /// The site the board's pages are.
    fn site(&self) -> &Site {
        self.site
            .as_ref()
            .expect("a site, set when the board is served")
    }

    /// Who sent `req`, for its limits.
    fn client(&self, req: &Request<Incoming>) -> std::net::IpAddr {
        client_of(req, &self.limits.trusted)
    }

    /// The answer to one request, by its route.
    async fn route(&self, req: Request<Incoming>, lang: Lang) -> Result<Response<Body>, WebError> {
        if req.method() == Method::POST {
            self.site().check_post(&req)?;
        }
        let path = req.uri().path().to_string();
        match (req.method().clone(), path.as_str()) {
            (Method::GET | Method::HEAD, "/" | "/index.html") => {
                Ok(file(INDEX, "text/html; charset=utf-8"))
            }
            (Method::GET | Method::HEAD, "/board.js") => {
                Ok(file(SCRIPT, "text/javascript; charset=utf-8"))
            }
            (Method::GET | Method::HEAD, "/board.css") => {
                Ok(file(STYLE, "text/css; charset=utf-8"))
            }
            (Method::GET | Method::HEAD, "/discord-sdk.js") if self.activity.is_some() => {
                let mut r = file(DISCORD_SDK, "text/javascript; charset=utf-8");
                // The largest file by far, and the same until the bot is
                // upgraded: kept a day, as tile art is.
                r.headers_mut().insert(
                    "cache-control",
                    hyper::header::HeaderValue::from_static("public, max-age=86400"),
                );
                Ok(r)
            }
            (Method::GET | Method::HEAD, "/api/strings") => Ok(json(200, strings(lang))),
            (Method::GET, "/api/activity") => Ok(self.activity_client()),
            (Method::POST, "/api/activity") => self.open_activity(req).await,
            (Method::GET, "/api/state") => self.state(&req).await,
            (Method::GET, "/api/ticket") => self.ticket(&req).await,
            (Method::GET, "/api/live") => self.live(&req).await,
            (Method::POST, "/api/act") => self.act(req).await,
            (Method::POST, "/api/home") => self.open_home(req, lang).await,
            (Method::GET | Method::HEAD, p) if p.starts_with("/art/") => Ok(self.art(p)),
            (
                _,
                "/" | "/api/state" | "/api/ticket" | "/api/live" | "/api/act" | "/api/home"
                | "/api/activity",
            ) => Ok(plain(
                StatusCode::METHOD_NOT_ALLOWED,
                "method not allowed\n",
            )),
            _ => Ok(plain(StatusCode::NOT_FOUND, "not found\n")),
        }
    }

    /// The session's grant and when it expires, from its token in
    /// `Authorization: Bearer` (never in the address, which proxies may
    /// log), charged to the session's rate.
    fn grant(&self, req: &Request<Incoming>) -> Result<(Grant, i64), WebError> {
        let token = req
            .headers()
            .get("authorization")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .map(str::trim)
            .filter(|t| t.len() <= MAX_TOKEN)
            .ok_or(WebError::NoSession)?;
        let checked = self
            .signing_key
            .check_until(token, self.service.now())
            .map_err(|_| WebError::NoSession)?;
        self.charge(req, checked)
    }

    /// A session's grant, charged to its rate: a seat's, a screen's at
    /// home, or one client's watching one game (a spectator's link is
    /// everyone's in a channel). Sessions for people at one screen are
    /// taken only at home.
    fn charge(
        &self,
        req: &Request<Incoming>,
        (grant, expires): (Grant, i64),
    ) -> Result<(Grant, i64), WebError> {
        if matches!(grant, Grant::Home { .. }) && self.home.is_none() {
            return Err(WebError::NoSession);
        }
        let charge = match grant {
            Grant::Play { game, user } => Charge::Seat { game, user },
            Grant::Home { game } => Charge::Screen { game },
            Grant::Watch { game, .. } => Charge::Watcher {
                game,
                client: self.client(req),
            },
        };
        self.buckets.take(charge, self.limits.session)?;
        Ok((grant, expires))
    }

    /// The game as shown now to `grant`: a spectators' link of an older
    /// generation than the game's (the host made new links) is refused.
    async fn shown_to(&self, grant: Grant) -> Result<Arc<PageState>, WebError> {
        let shown = self.hub.current(grant.game()).await?;
        if !still_watching(grant, &shown) {
            return Err(WebError::NoSession);
        }
        Ok(shown)
    }

    /// `GET /api/ticket`: a ticket for the session's next live stream
    /// (an `EventSource` cannot send the session's token as a header).
    async fn ticket(&self, req: &Request<Incoming>) -> Result<Response<Body>, WebError> {
        let (grant, expires) = self.grant(req)?;
        self.shown_to(grant).await?;
        let ticket = self
            .signing_key
            .ticket(grant, expires, self.service.now() + TICKET_SECONDS);
        Ok(json(
            200,
            serde_json::json!({ "ticket": ticket }).to_string(),
        ))
    }

    /// `GET /api/state`: the game as shown now, with the session's seats.
    async fn state(&self, req: &Request<Incoming>) -> Result<Response<Body>, WebError> {
        let (grant, _) = self.grant(req)?;
        let shown = self.shown_to(grant).await?;
        Ok(json(200, framed(grant, &shown)))
    }

    /// `GET /api/live`: the game now, then each change, as server-sent
    /// events, until the page goes.
    /// A stream is held to the client's share of streams and everyone's,
    /// and ends at the token's expiry or its longest lifetime, whichever
    /// comes first, with an `end` event (the page opens a new one).
    async fn live(&self, req: &Request<Incoming>) -> Result<Response<Body>, WebError> {
        let ticket = query(req, "ticket")
            .filter(|t| t.len() <= MAX_TOKEN)
            .ok_or(WebError::NoSession)?;
        let checked = self
            .signing_key
            .check_ticket(&ticket, self.service.now())
            .map_err(|_| WebError::NoSession)?;
        let (grant, expires) = self.charge(req, checked)?;
        let place = self
            .streams
            .admit(self.client(req))
            .map_err(|full| match full {
                NoPlace::Client => WebError::TooMany,
                NoPlace::Everyone => WebError::Busy,
            })?;
        let rx = self.hub.watch(grant.game()).await?;
        let (tx, body) = Channel::<Bytes>::new(2);
        let left = Duration::from_secs(expires.saturating_sub(self.service.now()).max(0) as u64);
        let until = tokio::time::Instant::now() + left.min(self.limits.stream_lifetime);
        let keep_alive = self.keep_alive;
        tokio::spawn(async move {
            let _place = place;
            stream_events(grant, rx, tx, keep_alive, until).await;
        });
        Ok(Response::builder()
            .status(StatusCode::OK)
            .header("content-type", "text/event-stream")
            .header("cache-control", "no-store")
            .body(Either::Right(body))
            .expect("a valid response"))
    }

    /// `POST /api/act`: one step of a turn, then the game as it is now.
    async fn act(&self, req: Request<Incoming>) -> Result<Response<Body>, WebError> {
        let (grant, _) = self.grant(&req)?;
        let body = read_body(req, self.limits.body_deadline).await?;
        let act = Act::parse(&body)?;
        act.run(&self.service, grant).await?;
        if let Err(e) = self.hub.refresh(grant.game()).await {
            tracing::warn!(game = grant.game(), error = %e, "a game played on the board could not be read again");
        }
        let now = self.hub.current(grant.game()).await?;
        Ok(json(200, framed(grant, &now)))
    }

    /// `POST /api/home`: a new game at home (only at home), and its
    /// session.
    async fn open_home(
        &self,
        req: Request<Incoming>,
        lang: Lang,
    ) -> Result<Response<Body>, WebError> {
        let Some(home) = &self.home else {
            return Ok(plain(StatusCode::NOT_FOUND, "not found\n"));
        };
        let client = self.client(&req);
        self.buckets
            .take(Charge::SignIn { client }, self.limits.sign_in)?;
        let body = read_body(req, self.limits.body_deadline).await?;
        let game = home.open(&self.service, &body, lang).await?;
        let token = self.signing_key.sign(
            Grant::Home { game },
            self.service.now() + super::home::SESSION_SECONDS,
        );
        let answer = serde_json::json!({ "game": game, "token": token });
        Ok(json(200, answer.to_string()))
    }

    /// `GET /api/activity`: what the page's SDK needs (the application's
    /// id), where the board is an Activity.
    fn activity_client(&self) -> Response<Body> {
        match &self.activity {
            Some(vouch) => json(
                200,
                serde_json::json!({ "client_id": vouch.client_id().to_string() }).to_string(),
            ),
            None => plain(StatusCode::NOT_FOUND, "not found\n"),
        }
    }

    /// `POST /api/activity`: the page opened inside Discord sends its
    /// authorisation code and instance; Discord is asked who it is for,
    /// and the answer is a session for the game of the instance's channel:
    /// playing the person's own seat, or watching where they have none.
    async fn open_activity(&self, req: Request<Incoming>) -> Result<Response<Body>, WebError> {
        let Some(vouch) = self.activity.clone() else {
            return Ok(plain(StatusCode::NOT_FOUND, "not found\n"));
        };
        // Each client has its own rate; an opening that reads as one is
        // charged to everyone's too, as it asks Discord three times (one
        // rate for all keeps the bot's standing with Discord).
        let client = self.client(&req);
        self.buckets
            .take(Charge::SignIn { client }, self.limits.sign_in)?;
        let body = read_body(req, self.limits.body_deadline).await?;
        let opening = Opening::parse(&body)?;
        self.buckets.take(Charge::Discord, self.limits.discord)?;
        let opener = vouch
            .opener(&opening.code, &opening.instance)
            .await
            .inspect_err(|e| {
                if let ActivityError::Unreachable(why) = e {
                    tracing::warn!(why = %why, "a board opened inside Discord could not ask Discord who opened it");
                }
            })?;
        let game = self
            .service
            .game_in_channel(opener.channel)
            .await?
            .ok_or(WebError::NoGameHere)?;
        let shown = self.hub.current(game).await?;
        let grant = if shown.people.contains(&Some(opener.user)) {
            Grant::Play {
                game,
                user: opener.user,
            }
        } else {
            Grant::Watch {
                game,
                generation: shown.watch_generation,
            }
        };
        let expires = self.service.now() + super::activity::SESSION_SECONDS;
        let lang = opener
            .locale
            .as_deref()
            .and_then(Lang::from_locale)
            .unwrap_or_default();
        let answer = serde_json::json!({
            "game": game,
            "token": self.signing_key.sign(grant, expires),
            "lang": lang.code(),
        });
        Ok(json(200, answer.to_string()))
    }

    /// `GET /art/{expansions}/{kind}.png`: a tile's art, unturned.
    fn art(&self, path: &str) -> Response<Body> {
        let parts: Vec<&str> = path.trim_start_matches("/art/").split('/').collect();
        let [bits, kind] = parts.as_slice() else {
            return plain(StatusCode::NOT_FOUND, "not found\n");
        };
        let set = bits
            .parse::<u8>()
            .ok()
            .filter(|b| *b < 16)
            .map(|b| TileSet::with_expansions(crate::engine::Expansions::from_bits(b)));
        let kind = kind
            .strip_suffix(".png")
            .and_then(|k| k.parse::<usize>().ok());
        let (Some(set), Some(kind)) = (set, kind) else {
            return plain(StatusCode::NOT_FOUND, "not found\n");
        };
        let Some(kind) = set.kinds().nth(kind) else {
            return plain(StatusCode::NOT_FOUND, "not found\n");
        };
        let png = self.renderer.tile_png(set, kind);
        Response::builder()
            .status(StatusCode::OK)
            .header("content-type", "image/png")
            .header("cache-control", "public, max-age=86400")
            .body(Either::Left(Full::new(Bytes::from(png.as_ref().clone()))))
            .expect("a valid response")
    }
}

/// Sends a live page the game now, then each change, a `ping` after each
/// `keep_alive` of quiet, until the page goes, or `until` comes or the
/// game's links are replaced (then an `end` event).
async fn stream_events(
    grant: Grant,
    mut rx: tokio::sync::watch::Receiver<Arc<PageState>>,
    mut tx: http_body_util::channel::Sender<Bytes>,
    keep_alive: Duration,
    until: tokio::time::Instant,
) {
    let streaming = async {
        loop {
            let event = {
                let shown = rx.borrow_and_update().clone();
                if !still_watching(grant, &shown) {
                    return true;
                }
                format!("event: state\ndata: {}\n\n", framed(grant, &shown))
            };
            if tx.send(Frame::data(Bytes::from(event))).await.is_err() {
                return false;
            }
            loop {
                match tokio::time::timeout(keep_alive, rx.changed()).await {
                    Ok(Ok(())) => break,
                    Ok(Err(_)) => return false,
                    Err(_) => {
                        let ping = Frame::data(Bytes::from_static(b"event: ping\ndata: 1\n\n"));
                        if tx.send(ping).await.is_err() {
                            return false;
                        }
                    }
                }
            }
        }
    };
    // `true` from the stream: the link was replaced.
    let ended = tokio::time::timeout_at(until, streaming)
        .await
        .unwrap_or(true);
    if ended {
        let end = Frame::data(Bytes::from_static(b"event: end\ndata: 1\n\n"));
        let _ = tokio::time::timeout(Duration::from_secs(1), tx.send(end)).await;
    }
}

/// Whether `grant` may still see `shown`: a spectators' link only while
/// it is of the game's links' generation.
fn still_watching(grant: Grant, shown: &PageState) -> bool {
    match grant {
        Grant::Watch { generation, .. } => generation == shown.watch_generation,
        Grant::Play { .. } | Grant::Home { .. } => true,
    }
}

/// What a page is sent: which seats its session plays, and the game.
pub fn framed(grant: Grant, shown: &PageState) -> String {
    let seats: Vec<usize> = shown
        .people
        .iter()
        .enumerate()
        .filter(|(_, user)| match grant {
            Grant::Watch { .. } => false,
            Grant::Home { .. } => user.is_some(),
            Grant::Play { user: me, .. } => **user == Some(me),
        })
        .map(|(seat, _)| seat)
        .collect();
    let mode = match grant {
        Grant::Watch { .. } => "watch",
        Grant::Play { .. } => "play",
        Grant::Home { .. } => "home",
    };
    format!(
        "{{\"session\":{{\"mode\":\"{mode}\",\"seats\":{}}},\"state\":{}}}",
        serde_json::to_string(&seats).unwrap_or_else(|_| "[]".into()),
        shown.json
    )
}

/// A query parameter's value, as sent (tokens and language codes need no
/// decoding).
fn query(req: &Request<Incoming>, name: &str) -> Option<String> {
    req.uri().query()?.split('&').find_map(|pair| {
        let (k, v) = pair.split_once('=')?;
        (k == name).then(|| v.to_string())
    })
}

/// The page's language: `?lang=`, else the first of `Accept-Language`
/// the bot speaks, else English.
fn asked_lang(req: &Request<Incoming>) -> Lang {
    let asked = query(req, "lang").and_then(|c| Lang::from_code(&c).or(Lang::from_locale(&c)));
    if let Some(l) = asked {
        return l;
    }
    let accepted = req
        .headers()
        .get("accept-language")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    accepted
        .split(',')
        .filter_map(|part| part.split(';').next())
        .find_map(|code| Lang::from_locale(code.trim()))
        .unwrap_or_default()
}

/// A request's body, of at most [`MAX_BODY`] bytes, come within
/// `deadline`.
async fn read_body(req: Request<Incoming>, deadline: Duration) -> Result<Bytes, WebError> {
    tokio::time::timeout(deadline, Limited::new(req.into_body(), MAX_BODY).collect())
        .await
        .map_err(|_| WebError::TooSlow)?
        .map(|c| c.to_bytes())
        .map_err(|_| WebError::BadRequest("the request is too large or cut short"))
}

fn file(text: &'static str, content_type: &str) -> Response<Body> {
    Response::builder()
        .status(StatusCode::OK)
        .header("content-type", content_type)
        .header("cache-control", "no-cache")
        .body(Either::Left(Full::new(Bytes::from_static(text.as_bytes()))))
        .expect("a valid response")
}

fn json(status: u16, body: String) -> Response<Body> {
    Response::builder()
        .status(StatusCode::from_u16(status).unwrap_or(StatusCode::OK))
        .header("content-type", "application/json")
        .header("cache-control", "no-store")
        .body(Either::Left(Full::new(Bytes::from(body))))
        .expect("a valid response")
}

fn plain(status: StatusCode, text: &'static str) -> Response<Body> {
    Response::builder()
        .status(status)
        .header("content-type", "text/plain; charset=utf-8")
        .body(Either::Left(Full::new(Bytes::from_static(text.as_bytes()))))
        .expect("a valid response")
}

/// A refusal as the page reads it: the sentence to show, and whether the
/// page showed an old turn (and must read the game again).
fn refused(e: &WebError, lang: Lang) -> Response<Body> {
    let stale = matches!(e, WebError::Service(s) if s.means_stale_controls());
    let body = serde_json::json!({ "error": e.text(lang), "stale": stale });
    let mut r = json(e.status(), body.to_string());
    if matches!(e.status(), 429 | 503) {
        r.headers_mut().insert(
            "retry-after",
            hyper::header::HeaderValue::from(crate::ops::listen::RETRY_AFTER_SECONDS),
        );
    }
    r
}

/// The headers every answer carries: `policy`, and, where no other site
/// may frame the page, the same said to browsers that predate it.
fn secure(r: &mut Response<Body>, policy: &hyper::header::HeaderValue, unframed: bool) {
    use hyper::header::HeaderValue;
    let h = r.headers_mut();
    h.insert("content-security-policy", policy.clone());
    h.insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    h.insert("referrer-policy", HeaderValue::from_static("no-referrer"));
    if unframed {
        h.insert("x-frame-options", HeaderValue::from_static("DENY"));
    }
}

/// Serves the board on `listener` until `stop` completes.
pub async fn serve(
    listener: tokio::net::TcpListener,
    board: BoardServer,
    stop: impl Future<Output = ()> + Send,
) {
    let mut board = board;
    if board.site.is_none() {
        let port = listener.local_addr().map(|a| a.port()).unwrap_or(0);
        board.site = Some(Site::loopback(port));
    }
    let limits = board.limits.clone();
    tracing::info!(
        connections = limits.connections,
        per_client = limits.connections_per_client,
        streams = limits.streams,
        streams_per_client = limits.streams_per_client,
        "the board's limits"
    );
    tokio::spawn(board.hub.clone().run());
    let how = crate::ops::listen::Listening {
        what: "the board's listener",
        longest: None,
        connections: Some(Places::new(
            limits.connections_per_client,
            limits.connections,
            limits.trusted.clone(),
        )),
    };
    crate::ops::listen::accept(listener, stop, how, move |req| {
        let board = board.clone();
        async move { board.answer(req).await }
    })
    .await;
}
