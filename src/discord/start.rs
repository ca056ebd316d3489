//! Start-up and the run loop: the database and its checks, command
//! registration, the gateway's events, the background tasks, and a clean
//! stop (a signal, or Discord refusing the token).

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{FullEvent, Interaction};

use super::stopping::{STOP_GRACE, Stopping};
use super::{
    BotConfig, BotError, Cooldown, Data, Error, PAUSE_CHECK, REPLAY_COOLDOWN, Replays,
    api_base_is_safe, commands, components, errors, messages, reply, show, tasks,
};
use crate::game::Service;
use crate::metrics;
use crate::render::Renderer;

/// Set when Discord answers 401 to the bot's token while it runs (the
/// token was reset): the bot shuts down and exits non-zero, and its
/// undelivered effects wait for a restart with a good token.
#[derive(Clone, Default)]
pub struct TokenRefused(Arc<(std::sync::atomic::AtomicBool, tokio::sync::Notify)>);

impl TokenRefused {
    /// Discord refused the token: said once in the log, and the bot stops.
    pub fn refused(&self) {
        if !self.0.0.swap(true, std::sync::atomic::Ordering::SeqCst) {
            tracing::error!(
                "Discord refused the bot's token (401): it was reset or revoked. Stopping; \
                 nothing undelivered is lost, and a restart with the new token delivers it"
            );
        }
        self.0.1.notify_one();
    }

    pub fn is_refused(&self) -> bool {
        self.0.0.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// Waits until the token is refused.
    pub async fn wait(&self) {
        while !self.is_refused() {
            self.0.1.notified().await;
        }
    }
}

pub(super) fn render_slots() -> Arc<tokio::sync::Semaphore> {
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    Arc::new(tokio::sync::Semaphore::new(cores))
}

pub(super) async fn event_handler(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    let data = framework.user_data;
    match event {
        FullEvent::Ready { data_about_bot } => {
            tracing::info!(user = %data_about_bot.user.name, guilds = data_about_bot.guilds.len(), "connected to Discord");
        }
        // A game whose channel or thread is deleted, or whose server the
        // bot left, cannot go on: it ends, unrated, its timers stopped.
        FullEvent::ChannelDelete { channel, .. } => {
            gone(data.service.channel_gone(channel.id.get() as i64).await);
        }
        FullEvent::ThreadDelete { thread, .. } => {
            gone(data.service.channel_gone(thread.id.get() as i64).await);
        }
        FullEvent::GuildDelete { incomplete, .. } if !incomplete.unavailable => {
            gone(data.service.guild_gone(incomplete.id.get() as i64).await);
        }
        FullEvent::InteractionCreate {
            interaction: Interaction::Component(ci),
        } => {
            let kind = match ci.data.kind {
                serenity::ComponentInteractionDataKind::Button => metrics::Interaction::Button,
                _ => metrics::Interaction::Menu,
            };
            metrics::interaction(kind);
            let _under_way = data.stopping.begin();
            if let Err(e) = components::on_component(data, ci, kind).await {
                tracing::warn!(error = %e, custom_id = %ci.data.custom_id, "a click could not be answered");
            }
        }
        // (poise has run the command by now: its arrival was noted in
        // `pre_command`.)
        FullEvent::InteractionCreate {
            interaction: Interaction::Command(c),
        } => {
            metrics::interaction(metrics::Interaction::Command);
            data.stopping.command_ended(c.id.get());
        }
        FullEvent::InteractionCreate {
            interaction: Interaction::Autocomplete(_),
        } => metrics::interaction(metrics::Interaction::Autocomplete),
        _ => {}
    }
    Ok(())
}

pub(super) fn gone(ended: Result<Vec<i64>, crate::game::ServiceError>) {
    if let Err(e) = ended {
        tracing::warn!(error = %e, "could not end the games of a deleted channel");
    }
}

/// Runs the bot until Ctrl-C or SIGTERM.
pub async fn run(config: BotConfig) -> Result<(), BotError> {
    run_until(config, shutdown_signal()).await
}

/// Runs the bot until `stop` completes.
pub async fn run_until(
    config: BotConfig,
    stop: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), BotError> {
    serenity::utils::validate_token(&config.token).map_err(|_| BotError::BadToken)?;
    if let Some(base) = config.api_base.as_deref().filter(|b| !api_base_is_safe(b)) {
        return Err(BotError::UnsafeApiBase(base.to_string()));
    }
    // The operators' listener is taken first: a port in use stops the bot
    // before it does anything.
    let listener = bind(config.http_addr).await?;
    let board_listener = bind(config.board.as_ref().map(|b| b.addr)).await?;
    let (store, _sole) = open_store(&config).await?;
    let service = start_service(&config, store.clone());
    let board_stop = Arc::new(tokio::sync::Notify::new());
    let (client, setup) = match prepare(&config, &service, board_listener, &board_stop).await {
        Ok(ready) => ready,
        Err(e) => {
            store.close().await;
            return Err(e);
        }
    };
    let (token_refused, stopping, dispatcher) = (
        setup.token_refused.clone(),
        setup.stopping.clone(),
        setup.dispatcher.clone(),
    );
    let framework = poise::Framework::builder()
        .options(framework_options())
        // poise's builder asks Discord for the application's owners unless
        // told not to (it overrides the options' own `initialize_owners`):
        // the bot has no owner-only commands, and every request goes
        // through its one client.
        .initialize_owners(false)
        .setup(move |_ctx, ready, _framework| Box::pin(async move { Ok(setup.data(ready).await) }))
        .build();
    let intents = serenity::GatewayIntents::GUILDS;
    let mut gateway_client =
        serenity::ClientBuilder::new_with_http(serenity_http(&config, &client), intents)
            .framework(framework)
            .await
            .map_err(|e| BotError::Gateway(e.to_string()))?;
    let shards = gateway_client.shard_manager.clone();
    let (health_service, health_shards) = (service.clone(), shards.clone());
    tasks::supervise("health", move || {
        tasks::health(health_service.clone(), health_shards.clone())
    });
    let gateway = super::gateway::Gateway {
        manager: shards.clone(),
        shards: config.shards,
    };
    let ops = crate::ops::Ops::new(service.clone(), Arc::new(gateway));
    let stopped = Arc::new(tokio::sync::Notify::new());
    if let Some(listener) = listener {
        serve_ops(listener, ops.clone(), stopped.clone());
    }
    watch_stop(stop, token_refused.clone(), stopping.clone(), ops, shards);
    identify_turn(&service, config.shards, config.identify_spacing).await;
    let result = run_shards(&mut gateway_client, config.shards, config.identify_spacing).await;
    drain(&stopping, &dispatcher, &service).await;
    stopped.notify_one();
    board_stop.notify_one();
    // Moves are stored in transactions; closing the pool waits for any in flight.
    store.close().await;
    ended(result, &token_refused)
}

/// What the bot needs before it connects: the board served (where the
/// operator set one up), the one client (and its connections) for every
/// request to Discord, and the setup (the commands registered).
async fn prepare(
    config: &BotConfig,
    service: &Service,
    board_listener: Option<tokio::net::TcpListener>,
    board_stop: &Arc<tokio::sync::Notify>,
) -> Result<(reqwest::Client, Setup), BotError> {
    let renderer = Arc::new(Renderer::with_fonts(crate::assets::fallback_fonts()));
    let client = http_client(config)?;
    let mut setup = Setup::new(config, service.clone(), &client, renderer.clone()).await?;
    if let (Some(settings), Some(listener)) = (&config.board, board_listener) {
        let served = serve_board(
            settings,
            listener,
            (service, &renderer),
            &setup.rest,
            board_stop,
        );
        setup.board_links = Some(served.await?);
    }
    Ok((client, setup))
}

/// Serves the live board on `listener` until `stop` is notified, with its
/// key from the database: the links the bot's cards give to it. Each game
/// a page moves in shows in Discord as any change does (the service's
/// change feed).
async fn serve_board(
    settings: &crate::web::links::BoardSettings,
    listener: tokio::net::TcpListener,
    (service, renderer): (&Service, &Arc<Renderer>),
    rest: &Arc<super::rest::Rest>,
    stop: &Arc<tokio::sync::Notify>,
) -> Result<crate::web::links::Links, BotError> {
    let key = crate::web::links::board_key(service.store())
        .await
        .map_err(|e| BotError::Database(e.to_string()))?;
    let mut board =
        crate::web::server::BoardServer::new(service.clone(), key.clone(), renderer.clone())
            .public_at(&settings.web_url);
    if !settings.trusted.is_empty() {
        let limits = crate::web::crowd::Limits {
            trusted: settings.trusted.clone(),
            ..board.limits().clone()
        };
        board = board.with_limits(limits);
    }
    if let Some(secret) = &settings.activity {
        // The application's id, which the page's SDK needs, is asked of
        // Discord now: the gateway's Ready comes later.
        let application = rest.application().await.map_err(|e| {
            BotError::Gateway(format!("the application's id, for the Activity: {e}"))
        })?;
        let vouch = super::activity::DiscordVouch::new(rest.clone(), application, secret.clone());
        board = board.with_activity(Arc::new(vouch));
    }
    tokio::spawn(crate::web::links::follow_key(
        service.store().clone(),
        key.clone(),
        crate::web::links::KEY_READ_EVERY,
    ));
    let stop = stop.clone();
    tokio::spawn(crate::web::server::serve(listener, board, async move {
        stop.notified().await;
    }));
    tracing::info!(addr = %settings.addr, url = %settings.web_url, activity = settings.activity.is_some(), "the live board is served");
    Ok(crate::web::links::Links::new(settings, key))
}

/// The operators' listener, or the board's (`None`: none asked for).
async fn bind(
    addr: Option<std::net::SocketAddr>,
) -> Result<Option<tokio::net::TcpListener>, BotError> {
    let Some(addr) = addr else { return Ok(None) };
    tokio::net::TcpListener::bind(addr)
        .await
        .map(Some)
        .map_err(|e| BotError::Listen(addr, e.to_string()))
}

/// The database, held by this process alone where it is a SQLite file (a
/// second process on the same file refuses to start).
async fn open_store(
    config: &BotConfig,
) -> Result<(crate::store::Store, crate::store::SoleProcess), BotError> {
    let store = crate::store::Store::open(&config.database_url)
        .await
        .map_err(|e| BotError::Database(e.to_string()))?;
    match store.sole_process() {
        Ok(hold) => Ok((store, hold)),
        Err(e) => {
            store.close().await;
            Err(BotError::Database(e.to_string()))
        }
    }
}

/// The game service, with its claims renewed and old games pruned in the
/// background.
fn start_service(config: &BotConfig, store: crate::store::Store) -> Service {
    let pause_secs = config.computer_pause.as_millis().div_ceil(1000) as i64;
    let service = Service::new(store)
        .with_computer_pause(pause_secs)
        .with_shards(config.shards)
        .with_replay_cache(config.replay_cache);
    let renewing = service.clone();
    tasks::supervise("claim renewal", move || {
        tasks::renew_claims(renewing.clone())
    });
    let pruning = service.clone();
    let retention = config.retention;
    tasks::supervise("retention", move || {
        tasks::prune(pruning.clone(), retention)
    });
    tracing::info!(owner = service.owner(), "running {}", config.shards);
    service
}

/// The HTTP client every request to Discord goes through.
fn http_client(config: &BotConfig) -> Result<reqwest::Client, BotError> {
    reqwest::Client::builder()
        .use_rustls_tls()
        .timeout(config.request_timeout)
        .connect_timeout(config.request_timeout.min(Duration::from_secs(10)))
        .build()
        .map_err(|e| BotError::Gateway(e.to_string()))
}

/// serenity's HTTP: nothing the bot says pings anyone, unless a message
/// names whom.
fn serenity_http(config: &BotConfig, client: &reqwest::Client) -> serenity::Http {
    let mut http = serenity::HttpBuilder::new(&config.token)
        .client(client.clone())
        .default_allowed_mentions(serenity::CreateAllowedMentions::new());
    if let Some(base) = &config.api_base {
        // serenity's rate limiter talks to Discord itself, never to a
        // proxy: 429s are retried by the bot here.
        http = http.proxy(base.clone()).ratelimiter_disabled(true);
    }
    http.build()
}

/// What the bot's data is made of before it connects.
struct Setup {
    service: Service,
    renderer: Arc<Renderer>,
    rest: Arc<super::rest::Rest>,
    token_refused: TokenRefused,
    stopping: Stopping,
    dispatcher: crate::game::Dispatcher,
    shard_zero: bool,
    board_links: Option<crate::web::links::Links>,
}

impl Setup {
    /// Registers the commands (a bot that cannot stops here, loudly) and
    /// reads the fonts, before the bot connects.
    async fn new(
        config: &BotConfig,
        service: Service,
        client: &reqwest::Client,
        renderer: Arc<Renderer>,
    ) -> Result<Setup, BotError> {
        // Every request that carries a message, rate limited the same way
        // against Discord or a stand-in for it.
        let own = config.shards.last() - config.shards.first() + 1;
        let rest =
            super::rest::Rest::new(client.clone(), &config.token, config.api_base.as_deref())
                .with_limit(config.global_rate_limit, own, config.shards.count());
        if let Some(base) = &config.api_base {
            tracing::warn!(base = %base, "DISCORD_API_BASE is set: talking to a stand-in for Discord, not Discord itself");
        }
        // Of several processes, the one running shard 0 registers the
        // commands (they are the application's, not a shard's).
        let shard_zero = config.shards.first() == 0;
        if shard_zero {
            super::registration::register(&rest, &commands(), config.dev_guild).await?;
        }
        Ok(Setup {
            dispatcher: crate::game::Dispatcher::new(service.clone()),
            service,
            renderer,
            rest: Arc::new(rest),
            token_refused: TokenRefused::default(),
            stopping: Stopping::default(),
            shard_zero,
            board_links: None,
        })
    }

    /// The bot's data once it is connected, with its background work
    /// started: the pieces' emojis, deliveries left from the last run,
    /// the timers, seasons and tournaments.
    async fn data(self, ready: &serenity::Ready) -> Data {
        let slots = render_slots();
        self.rest.set_application(ready.application.id.get());
        let data = Data {
            service: self.service,
            renderer: self.renderer.clone(),
            render_slots: slots.clone(),
            pictures: messages::Pictures::default(),
            rest: self.rest,
            bot_user: ready.user.id,
            delivery: self.dispatcher,
            replays: Replays::new(self.renderer, slots),
            replay_cooldown: Cooldown::new(REPLAY_COOLDOWN),
            pause_check: Cooldown::new(PAUSE_CHECK),
            token_refused: self.token_refused,
            arrivals: Default::default(),
            stopping: self.stopping,
            icons: Default::default(),
            board_links: self.board_links,
        };
        // The pieces' emojis: uploaded where missing (by the process of
        // shard 0), meanwhile messages go without them.
        let (icons, shard_zero) = (data.clone(), self.shard_zero);
        tokio::spawn(async move { icons.sync_icons(shard_zero).await });
        // Everything stored from now on is delivered as it commits, from
        // a command, a click, the board or a timer alike; and whatever was
        // left undelivered when the bot stopped.
        let (delivery, courier) = (data.delivery.clone(), show::DiscordCourier(data.clone()));
        tasks::supervise("deliveries", move || {
            delivery.clone().follow(courier.clone())
        });
        let timers = data.clone();
        tasks::supervise("timers", move || tasks::run(timers.clone()));
        let seasons = data.clone();
        tasks::supervise("seasons", move || super::seasons::announce(seasons.clone()));
        let tournaments = data.clone();
        tasks::supervise("tournaments", move || {
            super::tournaments::run(tournaments.clone())
        });
        data
    }
}

/// poise's options: the commands, the handlers, and answers that ping
/// nobody.
fn framework_options() -> poise::FrameworkOptions<Data, Error> {
    poise::FrameworkOptions {
        commands: commands(),
        event_handler: |framework, event| Box::pin(event_handler(framework, event)),
        on_error: |error| Box::pin(errors::on_error(error)),
        command_check: Some(|ctx| Box::pin(errors::known_options(ctx))),
        // The first answer to a command is timed from here.
        pre_command: |ctx| {
            Box::pin(async move {
                let id = reply::invocation_id(ctx);
                ctx.data().arrivals.arrived(id);
                ctx.data().stopping.command_began(id);
            })
        },
        // A host whose game was paused hears it in their next answer.
        post_command: |ctx| Box::pin(reply::pause_notices(ctx)),
        initialize_owners: false,
        // Command answers ping nobody (poise would let user mentions through).
        allowed_mentions: Some(serenity::CreateAllowedMentions::new()),
        ..Default::default()
    }
}

/// Serves `/healthz` and `/metrics` until the bot has stopped.
fn serve_ops(
    listener: tokio::net::TcpListener,
    ops: crate::ops::Ops,
    stopped: Arc<tokio::sync::Notify>,
) {
    if let Ok(addr) = listener.local_addr() {
        tracing::info!(%addr, "serving /healthz and /metrics");
    }
    tokio::spawn(crate::ops::serve(listener, ops, async move {
        stopped.notified().await;
    }));
}

/// Waits for the stop asked for, a refused token or a close no reconnect
/// mends; then takes no new work and shuts the shards down.
fn watch_stop(
    stop: impl std::future::Future<Output = ()> + Send + 'static,
    refused: TokenRefused,
    stopping: Stopping,
    ops: crate::ops::Ops,
    shards: Arc<serenity::ShardManager>,
) {
    tokio::spawn(async move {
        let closed = tokio::select! {
            () = stop => {
                tracing::info!("stopping: no new work is taken; what is under way finishes");
                false
            }
            () = refused.wait() => false,
            () = super::gateway::fatal::wait() => true,
        };
        stopping.stop();
        ops.stopping();
        // A shard Discord closed for good is left as it is: serenity's
        // shutdown of it waits for a close frame from a socket already
        // closed, and never ends (the run gives up on it; see below).
        if !closed {
            shards.shutdown_all().await;
        }
    });
}

/// Waits for this process's turn to identify: the processes of one
/// deployment (on one database) take turns, each reserving a turn for its
/// shards after the others' (see `Service::identify_turn`). Where the
/// database cannot be asked, nothing waits.
async fn identify_turn(service: &Service, shards: crate::game::Shards, spacing: Duration) {
    // serenity's own wait between a process's shards, where longer
    // (only against a stand-in for Discord, with a shorter spacing).
    let gap = spacing.max(super::gateway::SERENITY_BOOT_GAP);
    let length = spacing + gap * (shards.last() - shards.first());
    match service.identify_turn(length).await {
        Ok(wait) if !wait.is_zero() => {
            tracing::info!(
                wait_ms = wait.as_millis() as u64,
                "waiting for this deployment's other processes to identify with Discord"
            );
            tokio::time::sleep(wait).await;
        }
        Ok(_) => {}
        Err(e) => {
            tracing::warn!(error = %e, "could not reserve a turn to identify; identifying now")
        }
    }
}

/// Aborts its task when dropped.
struct AbortOnDrop(tokio::task::JoinHandle<()>);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Runs this process's shards until they stop, each let in to connect
/// `spacing` after the one before (see `gateway::let_in`).
async fn run_shards(
    client: &mut serenity::Client,
    shards: crate::game::Shards,
    spacing: Duration,
) -> Result<(), serenity::Error> {
    let gate = client.ws_url.clone();
    let held = gate.clone().lock_owned().await;
    let letting_in = tokio::spawn(super::gateway::let_in(
        gate,
        held,
        client.shard_manager.clone(),
        shards,
        spacing,
    ));
    let _stop_letting_in = AbortOnDrop(letting_in);
    // serenity starts shards `start..=end` of a range `start..end`.
    let running = client.start_shard_range(shards.first()..shards.last(), shards.count());
    // After a close no reconnect mends, serenity's shards are given a
    // moment to shut down (a closed shard can wait for its next
    // heartbeat before it notices), then left.
    let given_up = async {
        super::gateway::fatal::wait().await;
        tokio::time::sleep(Duration::from_secs(3)).await;
    };
    tokio::select! {
        r = running => r,
        () = given_up => Ok(()),
    }
}

/// How the bot's run ended, as its error: a token refused while it ran,
/// a close no reconnect mends, or how the shards stopped.
fn ended(result: Result<(), serenity::Error>, token: &TokenRefused) -> Result<(), BotError> {
    if token.is_refused() {
        return Err(BotError::Rejected(
            "401 while running; undelivered messages are kept for the next start".into(),
        ));
    }
    if let Some(why) = super::gateway::fatal::reason() {
        return Err(BotError::Refused(why));
    }
    match result {
        Ok(()) => Ok(()),
        Err(serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication)) => {
            Err(BotError::Rejected("invalid authentication".into()))
        }
        Err(serenity::Error::Gateway(
            serenity::GatewayError::InvalidGatewayIntents
            | serenity::GatewayError::DisallowedGatewayIntents,
        )) => Err(BotError::Refused(
            "Discord closed the gateway with 4013 or 4014: the bot asks only for the GUILDS \
             intent, which needs no approval; check the application's settings"
                .into(),
        )),
        Err(serenity::Error::Http(e)) if e.status_code().is_some_and(|s| s.as_u16() == 401) => {
            Err(BotError::Rejected(e.to_string()))
        }
        Err(e) => Err(BotError::Gateway(e.to_string())),
    }
}

/// Lets the work under way finish (see [`super::stopping`]) within
/// [`STOP_GRACE`], then gives up this process's claims.
async fn drain(stopping: &Stopping, dispatcher: &crate::game::Dispatcher, service: &Service) {
    stopping.stop();
    let started = tokio::time::Instant::now();
    let finished = tokio::time::timeout(STOP_GRACE, async {
        stopping.idle().await;
        dispatcher.idle().await;
    })
    .await
    .is_ok();
    let released = service.release_claims().await;
    let ms = started.elapsed().as_millis() as u64;
    match (finished, released) {
        (true, Ok(claims)) => {
            tracing::info!(ms, claims, "stopped: everything under way finished")
        }
        (false, Ok(claims)) => tracing::warn!(
            ms,
            claims,
            under_way = stopping.under_way(),
            "stopped before everything under way finished; the rest is done at the next start"
        ),
        (_, Err(e)) => tracing::warn!(
            ms,
            error = %e,
            "stopped, but could not give up this process's claims (they lapse in seconds)"
        ),
    }
}

pub(super) async fn shutdown_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(t) => t,
                Err(_) => {
                    let _ = ctrl_c.await;
                    return;
                }
            };
        tokio::select! {
            _ = ctrl_c => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = ctrl_c.await;
    }
}
