//! The board beside the bot: where it is served and the public address
//! its links give (`WEB_URL`, `BOARD_ADDR`), the key its links are signed
//! with (made once and kept in the database, so every process signs
//! alike), and the spectator links the bot puts on a game's cards.

use std::net::SocketAddr;

use super::activity::ClientSecret;
use super::tokens::{Grant, SigningKey};
use crate::store::{Store, StoreError};

/// Where the board listens when `BOARD_ADDR` does not say.
pub const DEFAULT_BOARD_ADDR: &str = "0.0.0.0:7878";
/// The longest public address taken (a link must fit Discord's 512).
pub const MAX_WEB_URL: usize = 200;
/// How long a spectator's link lasts, in days (counted from the day it
/// was made, so that a card shows the same link all day).
pub const WATCH_DAYS: i64 = 180;
/// The secret the board's key is kept as.
const KEY_NAME: &str = "board_key";

/// The board as the operator set it up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardSettings {
    /// The public address pages are reached at, without a trailing `/`.
    pub web_url: String,
    /// Where the board's listener is bound.
    pub addr: SocketAddr,
    /// The application's OAuth2 secret (`DISCORD_CLIENT_SECRET`), where
    /// the board is also an Activity inside Discord.
    pub activity: Option<ClientSecret>,
    /// The proxies in front of the board whose `X-Forwarded-For` is
    /// believed (`TRUSTED_PROXY`).
    pub trusted: Vec<std::net::IpAddr>,
}

impl BoardSettings {
    /// The board behind the proxies `trusted`.
    pub fn behind(mut self, trusted: Vec<std::net::IpAddr>) -> BoardSettings {
        self.trusted = trusted;
        self
    }

    /// The board as an Activity too, where `secret` is set.
    pub fn with_activity(mut self, secret: Option<ClientSecret>) -> BoardSettings {
        self.activity = secret;
        self
    }
}

/// Reads `DISCORD_CLIENT_SECRET` beside the board's settings: an Activity
/// is served by the board, so it needs the board's public address.
pub fn activity_settings(
    board: Option<BoardSettings>,
    secret: Option<&str>,
) -> Result<Option<BoardSettings>, String> {
    let secret = secret.and_then(ClientSecret::new);
    match (board, secret) {
        (None, Some(_)) => Err(
            "DISCORD_CLIENT_SECRET turns on the board inside Discord (an \
             Activity), which the bot serves on the board's address: set WEB_URL to it too \
             (the address in the application's URL mappings)"
                .into(),
        ),
        (board, secret) => Ok(board.map(|b| b.with_activity(secret))),
    }
}

/// Reads `WEB_URL` and `BOARD_ADDR`: no board when `WEB_URL` is unset or
/// empty; else an `http://` or `https://` address, and where to listen.
pub fn board_settings(
    web_url: Option<&str>,
    addr: Option<&str>,
) -> Result<Option<BoardSettings>, String> {
    let Some(url) = web_url.map(str::trim).filter(|u| !u.is_empty()) else {
        return Ok(None);
    };
    let url = url.trim_end_matches('/');
    let scheme_ok = url.starts_with("https://") || url.starts_with("http://");
    let host_ok = url
        .split_once("://")
        .is_some_and(|(_, rest)| !rest.is_empty() && !rest.contains(['#', '?', ' ']));
    if !scheme_ok || !host_ok || url.len() > MAX_WEB_URL {
        return Err(format!(
            "WEB_URL must be the board's public address, such as https://board.example.com \
             (http or https, at most {MAX_WEB_URL} characters), not {url:?}"
        ));
    }
    let addr = match addr.map(str::trim).filter(|a| !a.is_empty()) {
        None => DEFAULT_BOARD_ADDR.parse().expect("a valid default"),
        Some(a) => a.parse().map_err(|_| {
            format!("BOARD_ADDR must be an address and port such as 0.0.0.0:7878, not {a:?}")
        })?,
    };
    Ok(Some(BoardSettings {
        web_url: url.to_string(),
        addr,
        activity: None,
        trusted: Vec::new(),
    }))
}

/// Reads `TRUSTED_PROXY`: the addresses, comma-separated, of the proxies
/// in front of the board (none when unset).
pub fn trusted_proxies(value: Option<&str>) -> Result<Vec<std::net::IpAddr>, String> {
    value
        .unwrap_or("")
        .split(',')
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .map(|a| {
            a.parse().map_err(|_| {
                format!(
                    "TRUSTED_PROXY must be addresses such as 127.0.0.1 or 10.0.0.2,::1, not {a:?}"
                )
            })
        })
        .collect()
}

/// The board's signing key, made on first use and kept in the database.
pub async fn board_key(store: &Store) -> Result<SigningKey, StoreError> {
    let secret = store.secret(KEY_NAME, new_secret).await?;
    Ok(SigningKey::new(secret.as_bytes()).expect("the kept key is 64 characters long"))
}

/// A new key's secret: 64 random hexadecimal digits (256 bits).
fn new_secret() -> String {
    (0..64)
        .map(|_| char::from(b"0123456789abcdef"[usize::from(rand::random::<u8>() % 16)]))
        .collect()
}

/// Replaces the board's signing key with a new one (`rotate-board-key`):
/// every link and session made with the old one stops working, in every
/// process once it has read the key again (see [`follow_key`]).
pub async fn rotate_key(store: &Store) -> Result<(), StoreError> {
    store.replace_secret(KEY_NAME, &new_secret()).await
}

/// How often a running bot reads the board's key again.
pub const KEY_READ_EVERY: std::time::Duration = std::time::Duration::from_secs(60);

/// Reads the board's key again every `every`, so that `key` (and every
/// clone of it: the board's and the links') follows a rotation.
pub async fn follow_key(store: Store, key: SigningKey, every: std::time::Duration) {
    loop {
        tokio::time::sleep(every).await;
        match store.secret(KEY_NAME, new_secret).await {
            Ok(secret) => {
                key.replace(secret.as_bytes());
            }
            Err(e) => tracing::warn!(error = %e, "could not read the board's key again"),
        }
    }
}

/// The links the bot gives to the board.
#[derive(Clone, Debug)]
pub struct Links {
    base: String,
    key: SigningKey,
    activity: bool,
}

impl Links {
    pub fn new(settings: &BoardSettings, key: SigningKey) -> Links {
        Links {
            base: settings.web_url.clone(),
            key,
            activity: settings.activity.is_some(),
        }
    }

    /// Whether the board opens inside Discord too (an Activity): cards
    /// then offer an Open board button besides the link.
    pub fn opens_in_discord(&self) -> bool {
        self.activity
    }

    /// A spectator's link to game `game` in its links' `generation`, made
    /// at `now` (Unix seconds): the same all day, valid for
    /// [`WATCH_DAYS`] or until the host makes new links.
    pub fn watch(&self, game: i64, generation: i64, now: i64) -> String {
        let day = now.div_euclid(86_400);
        let expires = (day + 1 + WATCH_DAYS) * 86_400;
        let token = self.key.sign(Grant::Watch { game, generation }, expires);
        format!("{}/#t={token}", self.base)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trusted_proxies_are_addresses_or_none() {
        assert!(trusted_proxies(None).unwrap().is_empty());
        assert!(trusted_proxies(Some(" ")).unwrap().is_empty());
        let two = trusted_proxies(Some("127.0.0.1, ::1")).unwrap();
        assert_eq!(
            two,
            vec![
                "127.0.0.1".parse::<std::net::IpAddr>().unwrap(),
                "::1".parse().unwrap()
            ]
        );
        let e = trusted_proxies(Some("127.0.0.1,proxy.local")).unwrap_err();
        assert!(e.contains("\"proxy.local\""), "{e}");
    }

    #[test]
    fn an_activity_needs_the_boards_address() {
        let board = board_settings(Some("https://board.example.com"), None).unwrap();
        assert!(activity_settings(None, Some("secret")).is_err());
        assert_eq!(activity_settings(None, Some(" ")), Ok(None));
        let on = activity_settings(board.clone(), Some("secret"))
            .unwrap()
            .unwrap();
        assert_eq!(on.activity, ClientSecret::new("secret"));
        let off = activity_settings(board, None).unwrap().unwrap();
        assert_eq!(off.activity, None);
    }

    #[test]
    fn the_board_is_set_up_by_its_public_address_or_not_at_all() {
        assert_eq!(board_settings(None, None), Ok(None));
        assert_eq!(board_settings(Some(" "), Some("1.2.3.4:5")), Ok(None));
        let s = board_settings(Some("https://board.example.com/"), None)
            .unwrap()
            .unwrap();
        assert_eq!(s.web_url, "https://board.example.com");
        assert_eq!(s.addr, DEFAULT_BOARD_ADDR.parse().unwrap());
        let s = board_settings(Some("http://127.0.0.1:9"), Some("127.0.0.1:9"))
            .unwrap()
            .unwrap();
        assert_eq!(s.addr, "127.0.0.1:9".parse().unwrap());
        for bad in [
            "board.example.com",
            "ftp://x",
            "https://",
            "https://x/#a",
            "javascript:alert(1)",
        ] {
            assert!(board_settings(Some(bad), None).is_err(), "{bad}");
        }
        let long = format!("https://{}", "a".repeat(MAX_WEB_URL));
        assert!(board_settings(Some(&long), None).is_err());
        assert!(board_settings(Some("https://x"), Some("7878")).is_err());
    }

    #[test]
    fn a_watch_link_is_the_same_all_day_and_fits_a_button() {
        let s = board_settings(Some(&format!("https://{}", "b".repeat(190))), None)
            .unwrap()
            .unwrap();
        let links = Links::new(&s, SigningKey::new(&[1; 32]).unwrap());
        let morning = links.watch(i64::MAX / 4, 0, 86_400 * 20_000 + 60);
        let evening = links.watch(i64::MAX / 4, 0, 86_400 * 20_000 + 80_000);
        assert_eq!(morning, evening);
        assert!(morning.len() <= 512, "{}", morning.len());
        let token = morning.split("#t=").nth(1).unwrap();
        assert_eq!(
            SigningKey::new(&[1; 32])
                .unwrap()
                .check(token, 86_400 * 20_100),
            Ok(Grant::Watch {
                game: i64::MAX / 4,
                generation: 0
            })
        );
    }
}
