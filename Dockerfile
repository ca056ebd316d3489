# Build: docker build -t carcassonne-bot .
# Run:   docker run -d --name carcassonne --env-file .env -v carcassonne-data:/app/data carcassonne-bot

FROM rust:1.95-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
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
WORKDIR /app
USER carcassonne
ENV DATABASE_URL=sqlite:///app/data/carcassonne.db \
    RUST_LOG=info
VOLUME ["/app/data"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["carcassonne-bot"]
