//! Signed, expiring tokens for the board's pages: a spectator's link to
//! one game, and a player's session for one seat. Only the server holds
//! the key. A token says what it grants and until when, and its signature
//! (HMAC-SHA256) proves the server made it. It is checked once, at the
//! edge, into a typed [`Grant`]; a token changed in any way, made with
//! another key, or out of date is refused.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

/// What a token lets its bearer do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grant {
    /// Watch game `game`, changing nothing, while the game's links are of
    /// `generation` (a host can make new ones, and the old stop).
    Watch { game: i64, generation: i64 },
    /// Play the seat of person `user` in game `game`, and only that.
    Play { game: i64, user: i64 },
    /// Play every person's seat of game `game`, as they take turns at one
    /// screen (`carcassonne-bot play`, on the player's own machine).
    Home { game: i64 },
}

impl Grant {
    /// The game the grant is for.
    pub fn game(self) -> i64 {
        match self {
            Grant::Watch { game, .. } | Grant::Play { game, .. } | Grant::Home { game } => game,
        }
    }
}

/// Why a token was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    #[error("not a token")]
    Malformed,
    #[error("a token the server did not make")]
    Forged,
    #[error("an expired token")]
    Expired,
}

/// The server's signing key (32 bytes or more of secret). Its clones
/// share it: where the key is replaced (rotated), every clone signs and
/// checks with the new one.
#[derive(Clone)]
pub struct SigningKey(std::sync::Arc<std::sync::RwLock<Vec<u8>>>);

impl std::fmt::Debug for SigningKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SigningKey(..)")
    }
}

/// The shortest key taken, in bytes.
pub const MIN_KEY_BYTES: usize = 32;

impl SigningKey {
    /// A key of these bytes; `None` when shorter than [`MIN_KEY_BYTES`].
    pub fn new(secret: &[u8]) -> Option<SigningKey> {
        (secret.len() >= MIN_KEY_BYTES)
            .then(|| SigningKey(std::sync::Arc::new(secret.to_vec().into())))
    }

    /// Signs and checks with `secret` from now on, in every clone (false,
    /// and the key as it was, when it is shorter than [`MIN_KEY_BYTES`]):
    /// what the old key made is refused.
    pub fn replace(&self, secret: &[u8]) -> bool {
        if secret.len() < MIN_KEY_BYTES {
            return false;
        }
        let mut kept = self.0.write().unwrap_or_else(|p| p.into_inner());
        if kept.as_slice() != secret {
            *kept = secret.to_vec();
        }
        true
    }

    /// A token granting `grant` until `expires_at` (Unix seconds).
    pub fn sign(&self, grant: Grant, expires_at: i64) -> String {
        self.seal(&payload(grant, expires_at))
    }

    /// What `token` grants at `now` (Unix seconds), if this key made it
    /// and it has not expired.
    pub fn check(&self, token: &str, now: i64) -> Result<Grant, TokenError> {
        self.check_until(token, now).map(|(grant, _)| grant)
    }

    /// What `token` grants at `now`, and until when (Unix seconds).
    pub fn check_until(&self, token: &str, now: i64) -> Result<(Grant, i64), TokenError> {
        let text = self.open(token)?;
        let (grant, expires_at) = parse(&text).ok_or(TokenError::Malformed)?;
        if now >= expires_at {
            return Err(TokenError::Expired);
        }
        Ok((grant, expires_at))
    }

    /// A ticket to open one live stream for the session `grant` (which
    /// lasts until `session_expires`), good until `expires_at`: short-lived,
    /// so that the address it is sent in (which proxies may log) holds no
    /// session. A ticket is no session, and a session no ticket.
    pub fn ticket(&self, grant: Grant, session_expires: i64, expires_at: i64) -> String {
        self.seal(&format!(
            "s.{expires_at}.{}",
            payload(grant, session_expires)
        ))
    }

    /// What `ticket` opens a stream for at `now`, and until when the
    /// session lasts.
    pub fn check_ticket(&self, ticket: &str, now: i64) -> Result<(Grant, i64), TokenError> {
        let text = self.open(ticket)?;
        let (expires_at, session) = text
            .strip_prefix("s.")
            .and_then(|rest| rest.split_once('.'))
            .ok_or(TokenError::Malformed)?;
        let expires_at = expires_at
            .parse::<i64>()
            .map_err(|_| TokenError::Malformed)?;
        let (grant, session_expires) = parse(session).ok_or(TokenError::Malformed)?;
        if now >= expires_at.min(session_expires) {
            return Err(TokenError::Expired);
        }
        Ok((grant, session_expires))
    }

    /// `payload` and its signature, in URL-safe base64.
    fn seal(&self, payload: &str) -> String {
        let mac = self.mac(payload.as_bytes()).finalize().into_bytes();
        format!(
            "{}.{}",
            URL_SAFE_NO_PAD.encode(payload),
            URL_SAFE_NO_PAD.encode(mac)
        )
    }

    /// The payload of `token`, if this key signed it.
    fn open(&self, token: &str) -> Result<String, TokenError> {
        let (payload, mac) = token.split_once('.').ok_or(TokenError::Malformed)?;
        let payload = URL_SAFE_NO_PAD
            .decode(payload)
            .map_err(|_| TokenError::Malformed)?;
        let mac = URL_SAFE_NO_PAD
            .decode(mac)
            .map_err(|_| TokenError::Malformed)?;
        // In constant time: a forger learns nothing from how long it took.
        self.mac(&payload)
            .verify_slice(&mac)
            .map_err(|_| TokenError::Forged)?;
        String::from_utf8(payload).map_err(|_| TokenError::Malformed)
    }

    fn mac(&self, payload: &[u8]) -> Hmac<Sha256> {
        let secret = self.0.read().unwrap_or_else(|p| p.into_inner());
        let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(&secret)
            .expect("HMAC takes a key of any length");
        mac.update(payload);
        mac
    }
}

/// What is signed for `grant` until `expires_at`.
fn payload(grant: Grant, expires_at: i64) -> String {
    match grant {
        // The first generation's links are written as they were before
        // links had generations (and stay as short).
        Grant::Watch {
            game,
            generation: 0,
        } => format!("w.{game}.{expires_at}"),
        Grant::Watch { game, generation } => format!("w.{game}.g{generation}.{expires_at}"),
        Grant::Play { game, user } => format!("p.{game}.{user}.{expires_at}"),
        Grant::Home { game } => format!("h.{game}.{expires_at}"),
    }
}

/// A signed payload: the grant and when it expires.
fn parse(text: &str) -> Option<(Grant, i64)> {
    let parts: Vec<&str> = text.split('.').collect();
    let n = |s: &str| s.parse::<i64>().ok();
    match parts.as_slice() {
        ["w", game, exp] => Some((
            Grant::Watch {
                game: n(game)?,
                generation: 0,
            },
            n(exp)?,
        )),
        ["w", game, generation, exp] => Some((
            Grant::Watch {
                game: n(game)?,
                generation: n(generation.strip_prefix('g')?).filter(|g| *g > 0)?,
            },
            n(exp)?,
        )),
        ["h", game, exp] => Some((Grant::Home { game: n(game)? }, n(exp)?)),
        ["p", game, user, exp] => Some((
            Grant::Play {
                game: n(game)?,
                user: n(user)?,
            },
            n(exp)?,
        )),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(byte: u8) -> SigningKey {
        SigningKey::new(&[byte; 32]).unwrap()
    }

    #[test]
    fn a_token_grants_what_it_was_made_for_until_it_expires() {
        let k = key(7);
        for grant in [
            Grant::Watch {
                game: 42,
                generation: 0,
            },
            Grant::Play {
                game: 42,
                user: 1_234_567_890_123_456_789,
            },
            Grant::Home { game: 42 },
            Grant::Watch {
                game: 42,
                generation: 3,
            },
        ] {
            let token = k.sign(grant, 1_000);
            // Safe in a link's path or query as it is.
            assert!(
                token
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)),
                "{token}"
            );
            assert_eq!(k.check(&token, 999), Ok(grant));
            assert_eq!(k.check(&token, 1_000), Err(TokenError::Expired));
        }
    }

    #[test]
    fn a_token_changed_or_made_elsewhere_is_refused() {
        let k = key(7);
        let token = k.sign(
            Grant::Watch {
                game: 42,
                generation: 0,
            },
            1_000,
        );
        assert_eq!(key(8).check(&token, 0), Err(TokenError::Forged));
        // Another game, or a longer life, with the same signature.
        let (_, mac) = token.split_once('.').unwrap();
        for payload in [
            "w.43.1000",
            "w.42.9999",
            "w.42.g1.1000",
            "p.42.1.1000",
            "h.42.1000",
        ] {
            let forged = format!("{}.{mac}", URL_SAFE_NO_PAD.encode(payload));
            assert_eq!(k.check(&forged, 0), Err(TokenError::Forged), "{payload}");
        }
        // A signature cut short, or changed by one character.
        let short = &token[..token.len() - 2];
        assert!(k.check(short, 0).is_err());
        let mut bytes = token.clone().into_bytes();
        let last = bytes.len() - 1;
        bytes[last] = if bytes[last] == b'A' { b'B' } else { b'A' };
        let flipped = String::from_utf8(bytes).unwrap();
        assert_ne!(
            k.check(&flipped, 0),
            Ok(Grant::Watch {
                game: 42,
                generation: 0
            })
        );
        for junk in ["", ".", "abc", "a.b.c", "%%.%%", "w.42.1000"] {
            assert!(k.check(junk, 0).is_err(), "{junk}");
        }
    }

    #[test]
    fn a_ticket_opens_a_stream_briefly_and_is_no_session() {
        let k = key(7);
        let grant = Grant::Play { game: 42, user: 9 };
        let ticket = k.ticket(grant, 5_000, 1_060);
        assert_eq!(k.check_ticket(&ticket, 1_000), Ok((grant, 5_000)));
        assert_eq!(k.check_ticket(&ticket, 1_060), Err(TokenError::Expired));
        // Never past the session's own end.
        let late = k.ticket(grant, 1_010, 1_060);
        assert_eq!(k.check_ticket(&late, 1_020), Err(TokenError::Expired));
        assert!(k.check(&ticket, 1_000).is_err(), "a ticket is no session");
        let session = k.sign(grant, 5_000);
        assert!(
            k.check_ticket(&session, 1_000).is_err(),
            "a session is no ticket"
        );
        assert_eq!(key(8).check_ticket(&ticket, 1_000), Err(TokenError::Forged));
    }

    #[test]
    fn a_replaced_key_refuses_what_the_old_one_made_in_every_clone() {
        let k = key(7);
        let clone = k.clone();
        let old = k.sign(Grant::Home { game: 1 }, 1_000);
        assert!(clone.replace(&[9; 32]));
        assert_eq!(k.check(&old, 0), Err(TokenError::Forged));
        assert_eq!(
            k.check(&clone.sign(Grant::Home { game: 1 }, 1_000), 0),
            Ok(Grant::Home { game: 1 })
        );
        assert!(!k.replace(&[1; 8]), "too short");
        assert_eq!(
            k.sign(Grant::Home { game: 1 }, 5),
            key(9).sign(Grant::Home { game: 1 }, 5)
        );
    }

    #[test]
    fn a_short_key_is_not_taken() {
        assert!(SigningKey::new(&[1; 31]).is_none());
        assert!(SigningKey::new(&[1; 32]).is_some());
        assert_eq!(format!("{:?}", key(1)), "SigningKey(..)");
    }
}
