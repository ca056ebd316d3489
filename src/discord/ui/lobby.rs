//! The lobby: its seats, options and expansions, and the rules in words.

use crate::engine::{EndScoring, Expansion, Expansions, Farms, Rules, SmallCity};
use crate::game::{GameOptions, TimeoutAction, View, ViewState};
use crate::i18n::{Lang, t};

use super::{
    MAX_CONTENT, Message, Row, Select, SelectOption, Style, button, clip, duration, mention, when,
    who,
};
use crate::ai::Level;
use crate::discord::ids::{ComponentId, LobbyButton};

/// The rules in force, in a line.
pub(super) fn rules_line(r: &Rules, lang: Lang) -> String {
    let small = match r.small_city {
        SmallCity::Four => "four",
        SmallCity::Two => "two",
    };
    let farms = match r.farms {
        Farms::PerField => "per-field",
        Farms::PerCity => "per-city",
        Farms::Off => "off",
    };
    let end = match r.end_scoring {
        EndScoring::All => "all",
        EndScoring::MonasteriesOnly => "monasteries",
    };
    t(
        lang,
        "rules-line",
        &[
            ("small", small.into()),
            ("farms", farms.into()),
            ("end", end.into()),
        ],
    )
}

/// The expansions in play, in a line.
pub fn expansions_line(x: Expansions, lang: Lang) -> String {
    if x.is_empty() {
        return t(lang, "rules-no-expansions", &[]);
    }
    let names: Vec<String> = x
        .iter()
        .map(|e| t(lang, "expansion-name", &[("name", e.name().into())]))
        .collect();
    t(
        lang,
        "rules-expansions",
        &[("list", crate::i18n::and_list(&names, lang).into())],
    )
}

/// A short summary of the rules and options in force.
pub fn rules_text(options: &GameOptions, lang: Lang) -> String {
    let limit = match options.bank {
        Some(b) => Some(t(
            lang,
            "rules-bank",
            &[
                ("start", duration(b.start, lang).into()),
                ("increment", duration(b.increment, lang).into()),
                ("cap", duration(b.cap, lang).into()),
            ],
        )),
        None => options.turn_limit.map(|l| duration(l, lang)),
    };
    let turn_time = match limit {
        Some(limit) => {
            let (forfeit, after) = match options.timeout {
                TimeoutAction::Skip => ("no", 0),
                TimeoutAction::Forfeit { after } => ("yes", after),
            };
            t(
                lang,
                "rules-turn-time",
                &[
                    ("time", limit.into()),
                    ("forfeit", forfeit.into()),
                    ("after", after.into()),
                ],
            )
        }
        None => t(lang, "rules-no-turn-limit", &[]),
    };
    let mut s = String::new();
    for line in [
        t(
            lang,
            "rules-rules",
            &[("rules", rules_line(&options.rules, lang).into())],
        ),
        expansions_line(options.expansions, lang),
        t(lang, "rules-seats", &[("seats", options.seats.into())]),
        t(lang, "rules-turn", &[("turn_time", turn_time.into())]),
    ] {
        s.push_str(&line);
        s.push('\n');
    }
    if let Some(r) = options.reminder_after {
        s.push_str(&t(
            lang,
            "rules-reminder",
            &[("time", duration(r, lang).into())],
        ));
        s.push('\n');
    }
    if let Some(level) = options.stand_in {
        s.push_str(&t(
            lang,
            "rules-stand-in",
            &[("level", level_name(level, lang).into())],
        ));
        s.push('\n');
    }
    s.push_str(&t(
        lang,
        "rules-language",
        &[("language", options.lang.native_name().into())],
    ));
    s.push('\n');
    s
}

/// What players see in the lobby.
pub fn lobby_message(view: &View, lang: Lang) -> Message {
    let id = view.game_id;
    let can_start = matches!(view.state, ViewState::Lobby { can_start: true });
    let players: Vec<String> = view
        .seats
        .iter()
        .map(|s| who(s.user_id, &s.name, s.computer.is_some()))
        .collect();
    let mut content = t(
        lang,
        "lobby-title",
        &[("game", id.into()), ("host", mention(view.host_id).into())],
    );
    content.push('\n');
    content.push_str(&rules_text(&view.options, lang));
    content.push('\n');
    content.push_str(&t(
        lang,
        "lobby-players",
        &[
            ("joined", view.seats.len().into()),
            ("seats", view.options.seats.into()),
            ("players", players.join(", ").into()),
        ],
    ));
    content.push('\n');
    content.push_str(&t(
        lang,
        if can_start {
            "lobby-can-start"
        } else {
            "lobby-waiting"
        },
        &[],
    ));
    if let Some(closes) = view.lobby_closes_at {
        content.push(' ');
        content.push_str(&t(lang, "lobby-closes", &[("closes", when(closes))]));
    }
    let b = |which, key, style, disabled| {
        button(
            ComponentId::Lobby {
                game: id,
                button: which,
            },
            &t(lang, key, &[]),
            style,
            disabled,
        )
    };
    let computers = view.seats.iter().any(|s| s.computer.is_some());
    let mut buttons = vec![
        b(LobbyButton::Join, "button-join", Style::Primary, false),
        b(LobbyButton::Leave, "button-leave", Style::Secondary, false),
        b(
            LobbyButton::Start,
            "button-start",
            Style::Success,
            !can_start,
        ),
        b(LobbyButton::Cancel, "button-cancel", Style::Danger, false),
    ];
    if computers {
        buttons.push(b(
            LobbyButton::RemoveComputer,
            "button-remove-computer",
            Style::Secondary,
            false,
        ));
    }
    let mut rows = vec![Row::Buttons(buttons)];
    if view.seats.len() < usize::from(view.options.seats) {
        rows.push(Row::Select(Select {
            id: ComponentId::Lobby {
                game: id,
                button: LobbyButton::AddComputer,
            }
            .to_string(),
            placeholder: t(lang, "lobby-add-computer-menu", &[]),
            options: Level::OFFERED
                .iter()
                .map(|l| SelectOption {
                    label: t(
                        lang,
                        "lobby-add-computer",
                        &[("level", level_name(*l, lang).into())],
                    ),
                    value: l.name().into(),
                    description: Some(level_blurb(*l, lang)),
                    default: false,
                    icon: None,
                })
                .collect(),
            min: 1,
            max: 1,
        }));
    }
    // The host chooses the expansions here (any number of them).
    rows.push(Row::Select(Select {
        id: ComponentId::Lobby {
            game: id,
            button: LobbyButton::Expansions,
        }
        .to_string(),
        placeholder: t(lang, "lobby-expansions-menu", &[]),
        options: Expansion::ALL
            .iter()
            .map(|e| SelectOption {
                label: t(lang, "expansion-name", &[("name", e.name().into())]),
                value: e.name().into(),
                description: None,
                default: view.options.expansions.has(*e),
                icon: None,
            })
            .collect(),
        min: 0,
        max: Expansion::ALL.len() as u8,
    }));
    Message {
        body: clip(&content, MAX_CONTENT),
        controls: rows,
        ..Message::default()
    }
}

/// A computer level's name.
pub fn level_name(level: Level, lang: Lang) -> String {
    t(lang, crate::game::level_key(level), &[])
}

/// What each offered level plays like, for the lobby menu.
pub fn level_blurb(level: Level, lang: Lang) -> String {
    let key = match level {
        Level::Easy => "level-easy-blurb",
        Level::Medium => "level-medium-blurb",
        Level::Hard => "level-hard-blurb",
        Level::Random => "level-random-blurb",
    };
    t(lang, key, &[])
}
