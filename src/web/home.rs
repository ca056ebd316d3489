//! Games at home: a new game as the page of `carcassonne-bot play` asks
//! for it (the people at the screen, computers, rules), read once into
//! what the service opens, and how long such a session lasts.

use serde::Deserialize;

use super::error::WebError;
use crate::ai::Level;
use crate::engine::{Expansions, Rules};
use crate::game::{GameOptions, HomeAsk, Service, User};
use crate::i18n::Lang;

/// How long a session at home lasts (each new game has a session of its
/// own).
pub const SESSION_SECONDS: i64 = 30 * 24 * 3600;
/// The server id games at home are kept under.
pub const HOME_GUILD: i64 = 1;
/// The longest name taken for a person at the screen, in characters.
pub const MAX_NAME: usize = 32;

/// Games opened from the page. Cheap to clone.
#[derive(Clone, Debug, Default)]
pub struct Home;

/// A new game as the page asks for it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Asked {
    people: Vec<String>,
    #[serde(default)]
    computers: Vec<String>,
    #[serde(default)]
    rules: Option<serde_json::Value>,
    #[serde(default)]
    expansions: Vec<String>,
    #[serde(default)]
    seed: Option<u64>,
}

impl Home {
    /// Opens the game the page asked for in `body`, in `lang`: its id.
    pub async fn open(&self, service: &Service, body: &[u8], lang: Lang) -> Result<i64, WebError> {
        let ask = home_ask(body, lang)?;
        let view = service.open_home_game(ask).await?;
        Ok(view.game_id)
    }
}

/// Reads a page's new game into what the service opens; anything else
/// than the page sends is refused.
fn home_ask(body: &[u8], lang: Lang) -> Result<HomeAsk, WebError> {
    let asked: Asked =
        serde_json::from_slice(body).map_err(|_| WebError::BadRequest("not a new game"))?;
    let people: Vec<User> = asked
        .people
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let name: String = name.trim().chars().take(MAX_NAME).collect();
            let name = if name.is_empty() {
                crate::i18n::t(lang, "page-player", &[("n", (i + 1).into())])
            } else {
                name
            };
            User::new(i as i64 + 1, name)
        })
        .collect();
    let Some((host, guests)) = people.split_first() else {
        return Err(WebError::BadRequest("a game needs a person"));
    };
    let computers = asked
        .computers
        .iter()
        .map(|l| Level::parse(l).ok_or(WebError::BadRequest("no such level")))
        .collect::<Result<Vec<_>, _>>()?;
    let rules = match &asked.rules {
        None => Rules::default(),
        Some(r) => Rules::from_json(&r.to_string())
            .map_err(|_| WebError::BadRequest("not a set of rules"))?,
    };
    let expansions = Expansions::parse_list(&asked.expansions.join(","))
        .map_err(|_| WebError::BadRequest("no such expansion"))?;
    let options = GameOptions {
        rules,
        expansions,
        lang,
        turn_limit: None,
        reminder_after: None,
        ..GameOptions::default()
    };
    Ok(HomeAsk {
        guild: HOME_GUILD,
        channel: rand::random::<u32>() as i64 + 1,
        host: host.clone(),
        guests: guests.to_vec(),
        computers,
        options,
        seed: asked.seed,
    })
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_game_is_read_or_refused() {
        let body = br#"{"people":["Ann"," "],"computers":["hard"],"rules":{"farms":"off"},"expansions":["river"]}"#;
        let ask = home_ask(body, Lang::De).unwrap();
        assert_eq!(ask.host.name, "Ann");
        assert_eq!(ask.guests[0].name, "Spieler 2");
        assert_eq!(ask.computers, vec![Level::Hard]);
        assert_eq!(ask.options.rules.farms, crate::engine::Farms::Off);
        assert_eq!(ask.options.lang, Lang::De);
        assert_eq!(ask.options.turn_limit, None);
        for bad in [
            &br#"{"people":[]}"#[..],
            br#"{"people":["a"],"computers":["genius"]}"#,
            br#"{"people":["a"],"expansions":["dragons"]}"#,
            br#"{"people":["a"],"rules":{"farms":"sometimes"}}"#,
            br#"{"people":["a"],"owner":1}"#,
        ] {
            assert!(
                home_ask(bad, Lang::En).is_err(),
                "{}",
                String::from_utf8_lossy(bad)
            );
        }
    }
}
