# Build: docker build -t carcassonne-bot .
# Run:   docker run -d --name carcassonne --env-file .env -v carcassonne-data:/app/data carcassonne-bot

FROM rust:1.95-bookworm AS build
WORKDIR /src

# Dependencies first, in a layer of their own: built from the manifest and
# the lock file alone (with stand-in sources), so that a change to the
# bot's own code rebuilds only the bot, not the ~300 crates under it. The
# stand-ins' build records are removed after, whatever the timestamps of
# the sources copied next.
COPY Cargo.toml Cargo.lock ./
RUN mkdir -p src benches \
    && echo 'fn main() {}' > src/main.rs \
    && touch src/lib.rs \
    && for b in $(grep -A1 '^\[\[bench\]\]' Cargo.toml | sed -n 's/^name = "\(.*\)"/\1/p'); do \
        echo 'fn main() {}' > "benches/$b.rs"; done \
    && cargo build --release --locked --bin carcassonne-bot \
    && rm -rf src benches \
    && rm -rf target/release/.fingerprint/carcassonne-bot-* \
        target/release/deps/carcassonne_bot-* target/release/deps/libcarcassonne_bot-* \
        target/release/carcassonne-bot*

# Then the bot itself.
COPY src src
COPY benches benches
COPY migrations migrations
COPY assets assets
RUN cargo build --release --locked --bin carcassonne-bot

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /app --shell /usr/sbin/nologin carcassonne \
    && mkdir -p /app/data \
    && chown carcassonne /app/data
COPY --from=build /src/target/release/carcassonne-bot /usr/local/bin/carcassonne-bot
# The fallback fonts (CJK, emoji) are read at start-up from /app/assets.
COPY --from=build /src/assets/fonts /app/assets/fonts
WORKDIR /app
USER carcassonne
ENV DATABASE_URL=sqlite:///app/data/carcassonne.db \
    ASSETS_DIR=/app/assets \
    RUST_LOG=info
VOLUME ["/app/data"]
# Healthy while every shard is connected to Discord and the database
# answers (GET /healthz on HTTP_ADDR, 127.0.0.1:9000 by default).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["carcassonne-bot", "health"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["carcassonne-bot"]
