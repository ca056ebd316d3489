//! Views translated into Discord messages stay within Discord's limits, as
//! Discord's own OpenAPI spec states them (a copy is in tests/data).

use carcassonne_bot::engine::Figure;
use std::sync::Arc;

use carcassonne_bot::discord::icons::{self, Icons};
use carcassonne_bot::discord::ids::ComponentId;
use carcassonne_bot::discord::ui::{
    self, Message, Picture, Row, TurnUi, leaderboard_message, lobby_message, turn_message,
};
use carcassonne_bot::engine::{Candidate, Placement, Pos, Rotation};
use carcassonne_bot::game::{GameOptions, ManualClock, Service, TurnStep, User, View, ViewState};
use carcassonne_bot::i18n::Lang;
use carcassonne_bot::store::Store;
use serde_json::Value;

/// Limits from the spec: (schema, property, keyword).
struct Limits {
    custom_id: usize,
    button_label: usize,
    row_items: usize,
    select_options: usize,
    option_label: usize,
    option_value: usize,
    option_description: usize,
    placeholder: usize,
    content: usize,
}

fn limits() -> Limits {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/discord-openapi.json"
    ))
    .unwrap();
    let spec: Value = serde_json::from_str(&text).unwrap();
    let schemas = &spec["components"]["schemas"];
    let get = |schema: &str, prop: &str, key: &str| -> usize {
        schemas[schema]["properties"][prop][key]
            .as_u64()
            .unwrap_or_else(|| panic!("{schema}.{prop}.{key} not in the spec")) as usize
    };
    Limits {
        custom_id: get("ButtonComponentForMessageRequest", "custom_id", "maxLength").min(get(
            "StringSelectComponentForMessageRequest",
            "custom_id",
            "maxLength",
        )),
        button_label: get("ButtonComponentForMessageRequest", "label", "maxLength"),
        row_items: get(
            "ActionRowComponentForMessageRequest",
            "components",
            "maxItems",
        ),
        select_options: get(
            "StringSelectComponentForMessageRequest",
            "options",
            "maxItems",
        ),
        option_label: get("StringSelectOptionForRequest", "label", "maxLength"),
        option_value: get("StringSelectOptionForRequest", "value", "maxLength"),
        option_description: get("StringSelectOptionForRequest", "description", "maxLength"),
        placeholder: get(
            "StringSelectComponentForMessageRequest",
            "placeholder",
            "maxLength",
        ),
        content: get(
            "IncomingWebhookUpdateForInteractionCallbackRequestPartial",
            "content",
            "maxLength",
        ),
    }
}

/// A message, as every language says it, checked.
fn check_all(l: &Limits, m: impl Fn(Lang) -> Message) {
    for lang in Lang::ALL {
        check(&m(lang), l);
    }
}

/// The largest card any checked message made: its components and its
/// characters of text.
static LARGEST_CARD: std::sync::Mutex<(usize, usize)> = std::sync::Mutex::new((0, 0));
/// The same for a turn's card (the position menu, its rotations and pager).
static LARGEST_TURN: std::sync::Mutex<(usize, usize)> = std::sync::Mutex::new((0, 0));

fn check(m: &Message, l: &Limits) {
    assert!(m.words().chars().count() <= l.content, "content too long");
    // As the card the bot posts, with its picture: within Discord's limits.
    // (A turn's card shows the drawn tile beside its first line.)
    let mut pictures = m
        .gallery
        .map(|_| vec![("carcassonne.png".to_string(), None)])
        .unwrap_or_default();
    if m.thumbnail.is_some() {
        pictures.push((carcassonne_bot::discord::v2::THUMBNAIL.to_string(), None));
    }
    // Every piece's emoji there, with ids as long as Discord's.
    let icons = Icons::of(icons::all().into_iter().zip(1_300_000_000_000_000_000u64..));
    let card = carcassonne_bot::discord::v2::card_of(m, pictures, &icons);
    card.check().expect("the card fits Discord's limits");
    {
        let mut largest = LARGEST_CARD.lock().unwrap();
        largest.0 = largest.0.max(card.components());
        largest.1 = largest.1.max(card.text_len());
        if matches!(
            m.gallery,
            Some(carcassonne_bot::discord::ui::Picture::Turn { .. })
        ) {
            let mut turn = LARGEST_TURN.lock().unwrap();
            turn.0 = turn.0.max(card.components());
            turn.1 = turn.1.max(card.text_len());
        }
    }
    assert!(m.controls.len() <= 5, "{} action rows", m.controls.len());
    for row in &m.controls {
        match row {
            Row::Buttons(b) => {
                assert!(!b.is_empty() && b.len() <= l.row_items);
                for b in b {
                    assert!(b.id.len() <= l.custom_id, "{}", b.id);
                    assert!(
                        ComponentId::parse(&b.id).is_some(),
                        "{} does not parse",
                        b.id
                    );
                    assert!(!b.label.is_empty() && b.label.chars().count() <= l.button_label);
                }
            }
            Row::Links(links) => {
                assert!(!links.is_empty() && links.len() <= l.row_items);
                for link in links {
                    assert!(!link.label.is_empty() && link.label.chars().count() <= l.button_label);
                    match &link.opens {
                        carcassonne_bot::discord::ui::Opens::Page(url) => {
                            assert!(url.len() <= 512 && url.starts_with("http"));
                        }
                        carcassonne_bot::discord::ui::Opens::Activity(id) => {
                            assert!(id.len() <= l.custom_id);
                            assert!(ComponentId::parse(id).is_some());
                        }
                    }
                }
            }
            Row::Select(s) => {
                assert!(s.id.len() <= l.custom_id);
                assert!(ComponentId::parse(&s.id).is_some());
                assert!(!s.options.is_empty() && s.options.len() <= l.select_options);
                assert!(s.placeholder.chars().count() <= l.placeholder);
                assert!(s.options.iter().filter(|o| o.default).count() <= 1);
                for o in &s.options {
                    assert!(o.label.chars().count() <= l.option_label);
                    assert!(o.value.len() <= l.option_value);
                    assert!(
                        o.description
                            .as_ref()
                            .is_none_or(|d| d.chars().count() <= l.option_description)
                    );
                }
            }
        }
    }
    // Custom ids are unique within a message.
    let mut ids: Vec<&str> = m
        .controls
        .iter()
        .flat_map(|r| match r {
            Row::Buttons(b) => b.iter().map(|b| b.id.as_str()).collect::<Vec<_>>(),
            Row::Links(_) => Vec::new(),
            Row::Select(s) => vec![s.id.as_str()],
        })
        .collect();
    let n = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), n, "duplicate custom ids");
}

async fn service() -> (Service, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!(
        "carcassonne-ui-{}-{}",
        std::process::id(),
        rand::random::<u32>()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let store = Store::open(&format!("sqlite://{}/ui.db", dir.display()))
        .await
        .unwrap();
    (
        Service::with_clock(store, Arc::new(ManualClock::new(1_000_000))),
        dir,
    )
}

#[tokio::test]
async fn every_message_of_a_whole_game_fits_discords_limits() {
    let l = limits();
    let (svc, dir) = service().await;
    let players: Vec<User> = (1..=5)
        .map(|i| User::new(i * 1000, format!("Player with a rather long name {i}")))
        .collect();
    // A game in Polish, whose news are the longest.
    let options = GameOptions {
        lang: Lang::Pl,
        turn_limit: Some(86_400),
        ..GameOptions::default()
    };
    let lobby = svc.create(7, 70, &players[0], options).await.unwrap();
    check_all(&l, |lang| lobby_message(&lobby, lang));
    for p in &players[1..] {
        let v = svc.join(lobby.game_id, p).await.unwrap();
        check_all(&l, |lang| lobby_message(&v, lang));
    }
    let mut view: View = svc.start(lobby.game_id, &players[0]).await.unwrap();
    while let ViewState::Turn(t) = &view.state {
        let TurnStep::PlaceTile { candidates, .. } = &t.step else {
            panic!()
        };
        // The menu, every page, and every fitting rotation of a choice.
        check_all(&l, |lang| turn_message(&view, TurnUi::default(), lang));
        let plain = turn_message(&view, TurnUi::default(), Lang::En);
        assert_eq!(plain.gallery, Some(Picture::Turn { preview: None }));
        let pages = candidates.len().div_ceil(ui::MENU_PAGE);
        let mut listed = Vec::new();
        for page in 0..pages {
            let ui = TurnUi {
                page: page as u8,
                chosen: None,
            };
            check_all(&l, |lang| turn_message(&view, ui, lang));
            let m = turn_message(&view, ui, Lang::De);
            if let Some(Row::Select(s)) = m.controls.first() {
                listed.extend(s.options.iter().map(|o| o.value.parse::<usize>().unwrap()));
            }
        }
        assert_eq!(
            listed,
            (1..=candidates.len()).collect::<Vec<_>>(),
            "every position is offered once"
        );
        let number = (t.move_no as usize % candidates.len()) as u16 + 1;
        let c = &candidates[usize::from(number) - 1];
        for &rot in &c.rotations {
            let ui = TurnUi {
                page: ((number - 1) / 25) as u8,
                chosen: Some((number, rot)),
            };
            check_all(&l, |lang| turn_message(&view, ui, lang));
            let m = turn_message(&view, ui, Lang::Pl);
            assert_eq!(
                m.gallery,
                Some(Picture::Turn {
                    preview: Some(Placement { pos: c.pos, rot })
                })
            );
            // The rotation buttons only offer rotations that fit.
            let Some(Row::Buttons(controls)) = m.controls.last() else {
                panic!()
            };
            for b in controls {
                if let Some(ComponentId::Rotate {
                    number: n, rot: r, ..
                }) = ComponentId::parse(&b.id)
                {
                    assert_eq!(n, number);
                    assert!(c.rotations.contains(&r));
                }
            }
        }
        // A choice that does not fit shows no preview.
        let m = turn_message(
            &view,
            TurnUi {
                page: 0,
                chosen: Some((999, Rotation::default())),
            },
            Lang::En,
        );
        assert_eq!(m.gallery, Some(Picture::Turn { preview: None }));
        let me = players.iter().find(|p| p.id == t.user_id).unwrap();
        let placement = Placement {
            pos: c.pos,
            rot: c.rotations[0],
        };
        let placed = svc
            .confirm_tile(view.game_id, me, t.move_no, placement)
            .await
            .unwrap();
        check_all(&l, |lang| turn_message(&placed, TurnUi::default(), lang));
        let follower = turn_message(&placed, TurnUi::default(), Lang::Fr);
        assert_eq!(follower.gallery, Some(Picture::CloseUp));
        let letter = if t.move_no % 3 == 0 {
            match &placed.state {
                ViewState::Turn(t2) => match &t2.step {
                    TurnStep::PlaceFollower { spots, .. } => spots.first().map(|s| s.0),
                    _ => None,
                },
                _ => None,
            }
        } else {
            None
        };
        view = svc
            .place_follower(view.game_id, me, t.move_no, letter, Figure::Follower)
            .await
            .unwrap();
        assert!(ui::news_text(&view).chars().count() <= l.content);
        if let ViewState::Turn(t) = &view.state {
            for lang in Lang::ALL {
                let link = ui::message_link(1, 2, 3);
                for reminder in [false, true] {
                    let dm = ui::turn_dm(&view, t, &link, reminder, lang);
                    assert!(dm.chars().count() <= l.content);
                    let dm = ui::dm_fallback(t, &link, reminder, true, lang);
                    assert!(dm.chars().count() <= l.content);
                }
            }
        }
    }
    let changes = [(players[0].id, 20.1, 25.3)];
    check_all(&l, |lang| ui::final_message(&view, &changes, lang));
    let fin = ui::final_message(&view, &changes, Lang::En);
    assert!(fin.words().contains("Final scores"));
    assert!(fin.words().contains("rating 20.1 → 25.3"));
    let fin = ui::final_message(&view, &changes, Lang::De);
    assert!(fin.words().contains("Endwertung"), "{}", fin.words());
    assert!(fin.words().contains("20,1 → 25,3"), "{}", fin.words());
    check_all(&l, |lang| ui::board_message(&view, false, lang));
    check_all(&l, |lang| ui::board_message(&view, true, lang));
    let lb = svc.leaderboard(7, 0, 10).await.unwrap();
    check_all(&l, |lang| leaderboard_message(&lb, lang));
    assert!(leaderboard_message(&lb, Lang::En).words().contains("1. <@"));
    // Answers made of text alone fit one message in every language.
    let (lines, total) = svc.history(view.game_id, 50, Lang::En).await.unwrap();
    let games = svc.running_games(7, 0, ui::GAMES_PAGE).await.unwrap();
    for lang in Lang::ALL {
        let (lines, _) = svc.history(view.game_id, 50, lang).await.unwrap();
        for text in [
            ui::history_text(view.game_id, &lines, total, lang),
            ui::help_text(lang),
            ui::rules_text(&view.options, lang),
            ui::stats_text(players[0].id, None, lang),
            ui::invite_text(view.game_id, 99, &[1, 2, 3, 4, 5], lang),
        ] {
            assert!(text.chars().count() <= l.content, "{}: {text}", lang.code());
        }
        check(&ui::games_message(7, &games, lang), &l);
    }
    assert!(lines.iter().any(|l| l.contains("placed tile")));
    let (components, text) = *LARGEST_CARD.lock().unwrap();
    println!(
        "the largest card of a whole game: {components} components, {text} characters of text"
    );
    let (components, text) = *LARGEST_TURN.lock().unwrap();
    println!("the largest turn card: {components} components, {text} characters of text");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn an_undo_vote_mentions_who_must_answer_and_fits() {
    let l = limits();
    let long = "N".repeat(32);
    let v = carcassonne_bot::game::UndoVoteView {
        game_id: 7,
        moves: 12,
        asked_by: format!("{long}*_~"),
        undone: vec![
            format!("\u{2068}{long}\u{2069}'s tile V at (1, 0)"),
            "\u{2068}Computer 1 (hard)\u{2069}'s tile E at (2, 0)".into(),
        ],
        voters: (1..=5)
            .map(|i| (i, format!("{long}{i}"), i % 2 == 0))
            .collect(),
        closes_at: 1_800_000_000,
        lang: Lang::En,
    };
    check_all(&l, |lang| ui::undo_vote_message(&v, lang));
    let m = ui::undo_vote_message(&v, Lang::En);
    assert!(m.words().contains("<@1>") && m.words().contains("<@5>"));
    assert!(
        !m.words().contains("<@2>"),
        "who agreed is named, not pinged"
    );
    assert!(m.words().contains("\\*\\_\\~"), "{}", m.words());
    assert!(m.words().contains("<t:1800000000:R>"));
}

#[test]
fn long_texts_are_clipped() {
    let long = "word ".repeat(1000);
    let c = ui::clip(&long, 2000);
    assert!(c.chars().count() <= 2000);
    assert!(c.ends_with('…'));
    assert_eq!(ui::clip("short", 2000), "short");
}

#[test]
fn a_long_position_menu_is_paged() {
    let l = limits();
    let candidates: Vec<Candidate> = (0..60)
        .map(|i| Candidate {
            pos: Pos::new(i, -i),
            rotations: Rotation::ALL.to_vec(),
        })
        .collect();
    let view = View {
        game_id: 12,
        guild_id: 1,
        channel_id: 2,
        host_id: 3,
        options: GameOptions::default(),
        seats: Vec::new(),
        state: ViewState::Turn(carcassonne_bot::game::TurnView {
            news: Vec::new(),
            move_no: 40,
            key: 40,
            seat: 0,
            user_id: 3,
            name: "Ann".into(),
            tile: carcassonne_bot::engine::TileSet::base().kind("B").unwrap(),
            step: TurnStep::PlaceTile {
                candidates,
                preview: None,
                preview_spots: Vec::new(),
            },
            tiles_left: 30,
            deadline_at: Some(1_900_000_000),
            clock_stopped: false,
            computer: None,
        }),
        news: Vec::new(),
        game: None,
        rating_changes: Vec::new(),
        lobby_closes_at: None,
        watch_generation: 0,
    };
    let mut seen = Vec::new();
    for page in 0..3u8 {
        let ui = TurnUi { page, chosen: None };
        check_all(&l, |lang| turn_message(&view, ui, lang));
        let m = turn_message(&view, ui, Lang::En);
        let Some(Row::Select(s)) = m.controls.first() else {
            panic!()
        };
        assert!(s.placeholder.contains(&format!("page {} of 3", page + 1)));
        seen.extend(s.options.iter().map(|o| o.value.clone()));
        let Some(Row::Buttons(nav)) = m.controls.get(1) else {
            panic!()
        };
        assert_eq!(nav[0].disabled, page == 0);
        assert_eq!(nav[1].disabled, page == 2);
        assert!(m.words().contains("<t:1900000000:R>"));
    }
    assert_eq!(seen.len(), 60);
    // A page past the end shows the last page.
    let m = turn_message(
        &view,
        TurnUi {
            page: 9,
            chosen: None,
        },
        Lang::En,
    );
    let Some(Row::Select(s)) = m.controls.first() else {
        panic!()
    };
    assert_eq!(s.options[0].value, "51");
    // Four ways to fit: turn left and right, both enabled.
    let ui = TurnUi {
        page: 1,
        chosen: Some((30, Rotation::new(1).unwrap())),
    };
    check_all(&l, |lang| turn_message(&view, ui, lang));
    let m = turn_message(&view, ui, Lang::En);
    let Some(Row::Buttons(controls)) = m.controls.last() else {
        panic!()
    };
    assert_eq!(controls.len(), 3);
    assert!(controls.iter().all(|b| !b.disabled));
}
