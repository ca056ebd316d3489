//! Pictures: golden images (regenerate on purpose with UPDATE_GOLDEN=1),
//! and checks that do not depend on taste.

use std::path::PathBuf;

use carcassonne_bot::cli::{colour_names, random_game};
use carcassonne_bot::engine::{
    Expansions, Game, Phase, Record, Rules, TurnAction, replay, replay_prefix,
};
use carcassonne_bot::i18n::Lang;
use carcassonne_bot::render::{self, PLAYERS, Renderer, TurnOptions};
use image::RgbImage;

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(name)
}

fn bga(name: &str) -> Record {
    Record::parse(&std::fs::read_to_string(data("data/bga").join(name)).unwrap()).unwrap()
}

/// The game after its first `turns` turns.
fn after(record: &Record, turns: usize) -> Game {
    replay_prefix(record, turns).unwrap()
}

/// Compares with `tests/golden/NAME.png`: at most 0.5% of pixels may differ
/// by more than 24 in any channel.
fn golden(name: &str, img: &RgbImage) {
    let path = data("golden").join(format!("{name}.png"));
    if std::env::var_os("UPDATE_GOLDEN").is_some()
        || !path.exists() && std::env::var_os("CI").is_none()
    {
        std::fs::write(&path, render::png(img).unwrap()).unwrap();
        return;
    }
    let expected = image::open(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 writes it)", path.display()))
        .to_rgb8();
    assert_eq!(
        (img.width(), img.height()),
        expected.dimensions(),
        "{name}: size differs from the golden picture"
    );
    let differing = img
        .pixels()
        .zip(expected.pixels())
        .filter(|(a, b)| a.0.iter().zip(b.0.iter()).any(|(x, y)| x.abs_diff(*y) > 24))
        .count();
    let allowed = (img.width() * img.height()) as usize / 200;
    if differing > allowed {
        let out = std::env::temp_dir().join(format!("{name}-actual.png"));
        std::fs::write(&out, render::png(img).unwrap()).unwrap();
        panic!(
            "{name}: {differing} pixels differ from the golden picture (allowed {allowed}); this one is at {}",
            out.display()
        );
    }
}

/// The standings of a 16-player event after four rounds: ties, thirds of
/// a point from tables of four, and one who withdrew.
fn standings_lines() -> Vec<render::StandingLine> {
    let names = [
        "Alice",
        "Bob",
        "🐉 Drachen",
        "山田",
        "Иван",
        "Zoë",
        "Chloé",
        "Dariusz",
        "Eve",
        "Frank",
        "Greta",
        "Hassan",
        "Ingrid",
        "Joaquín",
        "Kasia",
        "Lars",
    ];
    // Match points in twelfths, Buchholz in twelfths, points scored.
    let points = [48, 44, 44, 40, 36, 36, 32, 28, 28, 24, 20, 16, 16, 12, 8, 4];
    names
        .iter()
        .enumerate()
        .map(|(i, name)| render::StandingLine {
            rank: if i == 2 { 2 } else { i + 1 },
            name: (*name).to_string(),
            points: f64::from(points[i]) / 12.0,
            buchholz: f64::from(120 - 4 * if i == 2 { 1 } else { i as u32 }) / 12.0,
            score: 400 - 13 * if i == 2 { 1 } else { i as i64 },
            played: if i == 11 { 2 } else { 4 },
            withdrawn: i == 11,
        })
        .collect()
}

/// A person's rating after each of 14 games.
const RATINGS: [f64; 14] = [
    -1.8, 0.4, 1.9, 1.2, 3.0, 4.4, 3.6, 5.1, 6.8, 6.1, 7.9, 7.2, 8.4, 8.0,
];

#[test]
fn golden_pictures() {
    let renderer = Renderer::new();
    let record = bga("bga-366166200.json");
    let names = vec!["Alice".to_string(), "Bob".to_string()];

    let mid = after(&record, 24);
    golden("board-turn-24", &renderer.board(&mid, &names, Lang::En));
    // With time banks: what each player has left, in a column.
    golden(
        "board-turn-24-banks",
        &renderer.board_banked(&mid, &names, &BANKS, Lang::En),
    );
    let banked = TurnOptions {
        bank: BANKS[0],
        ..TurnOptions::default()
    };
    golden(
        "turn-24-bank",
        &renderer.turn(&mid, &names, banked).unwrap().image,
    );
    golden(
        "turn-24",
        &renderer
            .turn(&mid, &names, TurnOptions::default())
            .unwrap()
            .image,
    );
    let TurnAction::Place(next) = record.turns[24].action else {
        panic!("turn 25 is a placement")
    };
    let ghost = TurnOptions {
        ghost: Some(next.placement),
        ..TurnOptions::default()
    };
    golden(
        "turn-24-ghost",
        &renderer.turn(&mid, &names, ghost).unwrap().image,
    );
    let mut placed = mid.clone();
    placed.place_tile(next.placement).unwrap();
    golden(
        "close-up-25",
        &renderer.close_up(&placed, &names, Lang::En).unwrap().image,
    );
    // Late in the game, for a phone: the part around the last tile and
    // the most of the places, the others pinned on the edge.
    let late = after(&record, 62);
    let phone = renderer
        .turn(&late, &names, TurnOptions::default())
        .unwrap();
    assert!(phone.image.width() <= render::PHONE_WIDTH);
    assert!(!phone.pinned.is_empty(), "the board is cut at turn 62");
    golden("turn-62-phone", &phone.image);
    let end = replay(&record).unwrap();
    golden("final", &renderer.scores(&end, &names, Lang::En));
    // The score race of the finished game, and of one under way.
    golden("race", &renderer.race(&end, &names, Lang::En));
    golden("race-turn-24", &renderer.race(&mid, &names, Lang::En));
    golden(
        "rating",
        &renderer.rating_chart("Alice", &RATINGS, &[], Lang::En),
    );
    golden(
        "standings",
        &Renderer::with_fonts(carcassonne_bot::assets::fallback_fonts()).standings(
            "Autumn Cup — after round 4",
            &standings_lines(),
            Lang::En,
        ),
    );
    // Three seasons: the last one's best is marked.
    golden(
        "rating-seasons",
        &renderer.rating_chart("Alice", &RATINGS, &[5, 10], Lang::En),
    );

    // The bag early, when a tile in it would fit nowhere (outlined), and
    // late, with kinds used up (dimmed).
    let early = after(&record, 6);
    assert_eq!((early.bag_fitting(), early.tiles_left()), (63, 64));
    golden("bag-turn-6", &renderer.bag(&early, Lang::En));
    golden("bag-turn-60", &renderer.bag(&after(&record, 60), Lang::En));
    // Who holds what, where farms and a city are shared.
    golden(
        "holders-turn-60",
        &renderer.holders(&after(&record, 60), &names, Lang::En),
    );
}

/// Two players' time banks: a day and a half, and under an hour.
const BANKS: [Option<u32>; 2] = [Some(36 * 3600), Some(40 * 60)];

#[test]
fn pictures_speak_the_games_language() {
    // As the bot draws, with the fallback fonts (Japanese, Korean and
    // Chinese words come from the CJK one).
    let renderer = Renderer::with_fonts(carcassonne_bot::assets::fallback_fonts());
    let record = bga("bga-366166200.json");
    let names = vec!["Alice".to_string(), "Bob".to_string()];
    let mid = after(&record, 24);
    let end = replay(&record).unwrap();
    // The turn picture and the score sheet of every language.
    for lang in Lang::ALL.into_iter().skip(1) {
        let turn = TurnOptions {
            lang,
            ..TurnOptions::default()
        };
        let code = lang.code();
        golden(
            &format!("turn-24-{code}"),
            &renderer.turn(&mid, &names, turn).unwrap().image,
        );
        golden(
            &format!("final-{code}"),
            &renderer.scores(&end, &names, lang),
        );
        golden(&format!("race-{code}"), &renderer.race(&end, &names, lang));
        golden(
            &format!("standings-{code}"),
            &renderer.standings("Autumn Cup", &standings_lines(), lang),
        );
        golden(
            &format!("rating-{code}"),
            &renderer.rating_chart("Alice", &RATINGS, &[], lang),
        );
        golden(
            &format!("board-turn-24-banks-{code}"),
            &renderer.board_banked(&mid, &names, &BANKS, lang),
        );
        let banked = TurnOptions {
            lang,
            bank: BANKS[0],
            ..TurnOptions::default()
        };
        golden(
            &format!("turn-24-bank-{code}"),
            &renderer.turn(&mid, &names, banked).unwrap().image,
        );
    }
    // Every picture in every language draws (and differs from English
    // where it has words), with the same layout.
    let TurnAction::Place(next) = record.turns[24].action else {
        panic!("turn 25 is a placement")
    };
    let mut placed = mid.clone();
    placed.place_tile(next.placement).unwrap();
    let late = after(&record, 60);
    let all = |lang: Lang| {
        let turn = TurnOptions {
            lang,
            ..TurnOptions::default()
        };
        vec![
            renderer.turn(&mid, &names, turn).unwrap().image,
            renderer.board(&mid, &names, lang),
            renderer.scores(&end, &names, lang),
            renderer.close_up(&placed, &names, lang).unwrap().image,
            renderer.bag(&late, lang),
            renderer.holders(&late, &names, lang),
            renderer.race(&end, &names, lang),
            renderer.rating_chart("Alice", &RATINGS, &[], lang),
            renderer.rating_chart("Alice", &RATINGS, &[5, 10], lang),
            renderer.standings("Autumn Cup", &standings_lines(), lang),
            renderer.board_banked(&mid, &names, &BANKS, lang),
        ]
    };
    let english = all(Lang::En);
    for lang in Lang::ALL.into_iter().skip(1) {
        let theirs = all(lang);
        for (i, (a, b)) in english.iter().zip(&theirs).enumerate() {
            assert_eq!(
                a.dimensions(),
                b.dimensions(),
                "{} picture {i}",
                lang.code()
            );
            assert_ne!(a, b, "{} picture {i} has no words of its own", lang.code());
        }
        if std::env::var_os("SHOW_LANGUAGES").is_some() {
            for (i, img) in theirs.iter().enumerate() {
                let path = std::env::temp_dir().join(format!("lang-{}-{i}.png", lang.code()));
                std::fs::write(path, render::png(img).unwrap()).unwrap();
            }
        }
    }
}

#[test]
fn the_bag_counts_every_tile_not_yet_drawn() {
    let record = bga("bga-366166200.json");
    let set = carcassonne_bot::engine::TileSet::base();
    let start = Game::new(2, Rules::default(), 0).unwrap();
    // At the start: every tile but the start tile and the one in hand.
    let total: usize = start
        .bag_counts()
        .iter()
        .map(|&(_, n)| usize::from(n))
        .sum();
    assert_eq!(total, 70);
    assert_eq!(start.bag_counts().len(), set.len());
    // At the end: nothing.
    let end = replay(&record).unwrap();
    assert!(end.bag_counts().iter().all(|&(_, n)| n == 0));
    assert_eq!(end.bag_fitting(), 0);
    let pic = Renderer::new().bag(&end, Lang::En);
    assert!(
        pic.width() <= 1000 && pic.height() <= 600,
        "a small picture"
    );
}

#[test]
fn every_candidate_number_is_drawn_inside_its_own_cell() {
    let renderer = Renderer::new();
    for (seed, players) in [(1u64, 2usize), (2, 3), (3, 6)] {
        let mut game = Game::new(players, Rules::default(), seed).unwrap();
        let mut player = carcassonne_bot::ai::RandomPlayer::new(seed);
        let names = colour_names(players);
        let mut turn = 0;
        while !game.is_over() {
            if turn % 10 == 0 {
                let pic = renderer
                    .turn(&game, &names, TurnOptions::default())
                    .unwrap();
                let legal = game.legal_placements();
                let Phase::PlaceTile(tile) = game.phase() else {
                    panic!("a tile to place")
                };
                let all = game.candidates_of(tile);
                let listed: usize = all.iter().map(|c| c.rotations.len()).sum();
                assert_eq!(listed, legal.len(), "every legal placement is offered");
                // Those off the picture (a phone's) are on pins.
                assert_eq!(pic.candidates.len() + pic.pinned.len(), all.len());
                for c in &pic.candidates {
                    assert_eq!(all[c.number - 1].pos, c.pos);
                    let (x, y, w, h) = c.cell;
                    let (cx, cy, r) = c.badge;
                    assert!(
                        cx - r >= x as f32
                            && cx + r <= (x + w as i32) as f32
                            && cy - r >= y as f32
                            && cy + r <= (y + h as i32) as f32,
                        "number {} leaves its cell",
                        c.number
                    );
                    assert!(r >= 10.0, "numbers stay readable");
                    assert!(
                        x >= 0
                            && y >= 0
                            && x as u32 + w <= pic.image.width()
                            && y as u32 + h <= pic.image.height()
                    );
                }
                // No two cells overlap.
                for a in &pic.candidates {
                    for b in &pic.candidates {
                        if a.number < b.number {
                            assert_ne!(a.cell, b.cell);
                        }
                    }
                }
            }
            player.play_turn(&mut game).unwrap();
            turn += 1;
        }
    }
}

/// A preview (the tile shown in place) differs from the turn's picture only
/// in the rows it says, so that encoding only those rows again (and
/// copying the others' compressed bands) gives the preview exactly.
#[test]
fn previews_change_only_the_rows_they_say() {
    use carcassonne_bot::engine::Placement;
    use carcassonne_bot::render::png;
    let renderer = Renderer::new();
    let cases = [
        (4u64, 2usize, Expansions::NONE),
        (5, 4, Expansions::NONE),
        (6, 2, Expansions::ALL),
    ];
    for (seed, players, expansions) in cases {
        let mut game = Game::with_expansions(players, Rules::default(), expansions, seed).unwrap();
        let mut player = carcassonne_bot::ai::RandomPlayer::new(seed);
        let names = colour_names(players);
        let mut turn = 0;
        while !game.is_over() {
            if turn % 17 == 1 {
                let base = renderer
                    .turn(&game, &names, TurnOptions::default())
                    .unwrap();
                assert!(base.ghost_rows.is_empty());
                let encoded = png::encode(&base.image);
                let legal = game.legal_placements();
                // The first, last and a middle placement (each at its own
                // rotation).
                for ghost in [legal[0], legal[legal.len() / 2], legal[legal.len() - 1]] {
                    let ghost = Placement {
                        pos: ghost.pos,
                        rot: ghost.rot,
                    };
                    let opts = TurnOptions {
                        ghost: Some(ghost),
                        ..TurnOptions::default()
                    };
                    let preview = renderer.turn(&game, &names, opts).unwrap();
                    if preview.ghost_rows.len() == 1
                        && preview.ghost_rows[0] == (0..preview.image.height())
                    {
                        // A place off the picture, shown in place: the
                        // picture moves to it, drawn whole (and may change
                        // size with its lanes).
                        let spliced = renderer.preview_png(&game, &names, opts, &encoded).unwrap();
                        assert!(spliced.bytes() == png::encode(&preview.image).bytes());
                        continue;
                    }
                    assert_eq!(preview.image.dimensions(), base.image.dimensions());
                    let width = base.image.width() as usize * 3;
                    let rows = base.image.as_raw().chunks_exact(width);
                    for (y, (a, b)) in rows
                        .zip(preview.image.as_raw().chunks_exact(width))
                        .enumerate()
                    {
                        if a != b {
                            assert!(
                                preview.ghost_rows.iter().any(|r| r.contains(&(y as u32))),
                                "seed {seed}, turn {turn}: row {y} changed outside {:?}",
                                preview.ghost_rows
                            );
                        }
                    }
                    // Only the bands with those rows drawn and compressed.
                    let spliced = renderer.preview_png(&game, &names, opts, &encoded).unwrap();
                    let read = image::load_from_memory(spliced.bytes()).unwrap().to_rgb8();
                    assert!(
                        read == preview.image,
                        "seed {seed}, turn {turn}: the preview drawn in bands reads back as drawn whole"
                    );
                    assert!(spliced.bytes() == png::encode(&preview.image).bytes());
                    assert!(
                        png::encode_changed(&preview.image, &encoded, &preview.ghost_rows).bytes()
                            == spliced.bytes()
                    );
                }
            }
            player.play_turn(&mut game).unwrap();
            turn += 1;
        }
    }
}

/// Every turn picture of whole games, boards of any shape, can be read on
/// a phone: no wider than `PHONE_WIDTH`, squares of `PHONE_TILE` px or
/// more, and every place where the tile fits either numbered on it or on
/// a pin at its edge, once.
#[test]
fn turn_pictures_fit_a_phone_and_show_every_number() {
    let renderer = Renderer::new();
    let mut games: Vec<Game> = Vec::new();
    for (seed, players, expansions) in [
        (21u64, 2usize, Expansions::NONE),
        (22, 5, Expansions::NONE),
        (23, 3, Expansions::ALL),
    ] {
        games.push(Game::with_expansions(players, Rules::default(), expansions, seed).unwrap());
    }
    for (g, mut game) in games.into_iter().enumerate() {
        let mut player = carcassonne_bot::ai::RandomPlayer::new(g as u64);
        let names = colour_names(game.players());
        let mut turn = 0;
        while !game.is_over() {
            let fits = match game.phase() {
                Phase::PlaceTile(tile) => game.candidates_of(tile).len(),
                _ => 0,
            };
            if turn % 5 == 0 && fits > 0 {
                let pic = renderer
                    .turn(&game, &names, TurnOptions::default())
                    .unwrap();
                let (w, h) = pic.image.dimensions();
                assert!(
                    w <= render::PHONE_WIDTH,
                    "game {g}, turn {turn}: {w} px wide"
                );
                assert!(
                    h <= render::PHONE_WIDTH + 200,
                    "game {g}, turn {turn}: {h} px tall"
                );
                let mut shown: Vec<usize> = pic.candidates.iter().map(|m| m.number).collect();
                assert!(
                    pic.candidates
                        .iter()
                        .all(|m| m.cell.2 >= render::PHONE_TILE)
                );
                shown.extend(&pic.pinned);
                shown.sort_unstable();
                let all: Vec<usize> = (1..=fits).collect();
                assert_eq!(shown, all, "game {g}, turn {turn}");
            }
            player.play_turn(&mut game).unwrap();
            turn += 1;
        }
    }
}

#[test]
fn full_boards_are_small_valid_pngs() {
    let renderer = Renderer::new();
    let mut games: Vec<Game> = ["bga-366166200.json", "bga-369577999.json"]
        .iter()
        .map(|f| replay(&bga(f)).unwrap())
        .collect();
    for (seed, players) in [(11u64, 2usize), (12, 4), (13, 6)] {
        games.push(random_game(players, Rules::default(), Expansions::NONE, seed, seed).unwrap());
    }
    for game in &games {
        assert_eq!(game.board().len(), 72 - (game.history().len() - 71));
        let names = colour_names(game.players());
        let set = game.tile_set();
        let turn = TurnOptions {
            tile: set.kind("B"),
            ..TurnOptions::default()
        };
        let turn = renderer.turn(game, &names, turn).unwrap().image;
        for img in [
            renderer.board(game, &names, Lang::En),
            renderer.scores(game, &names, Lang::En),
            turn,
        ] {
            let bytes = render::png(&img).unwrap();
            assert!(bytes.len() < 2 * 1024 * 1024, "{} bytes", bytes.len());
            assert!(
                img.width() <= 2048 && img.height() <= 2048,
                "{}x{}",
                img.width(),
                img.height()
            );
            let decoded =
                image::load_from_memory_with_format(&bytes, image::ImageFormat::Png).unwrap();
            assert_eq!((decoded.width(), decoded.height()), img.dimensions());
        }
    }
}

#[test]
fn the_six_player_colours_are_told_apart() {
    use palette::color_difference::Ciede2000;
    use palette::{IntoColor, Lab, Srgb};
    let labs: Vec<Lab> = PLAYERS
        .iter()
        .map(|c| {
            Srgb::new(c[0], c[1], c[2])
                .into_format::<f32>()
                .into_linear()
                .into_color()
        })
        .collect();
    for i in 0..labs.len() {
        for j in i + 1..labs.len() {
            let d = labs[i].difference(labs[j]);
            assert!(
                d > 25.0,
                "colours {i} and {j} are too alike: ΔE2000 = {d:.1}"
            );
        }
    }
}

#[test]
fn the_replay_gif_is_small_enough_to_post() {
    let renderer = Renderer::new();
    let record = bga("bga-370417702.json");
    let bytes = renderer.replay_gif(&record).unwrap();
    assert!(bytes.len() < 8 * 1024 * 1024, "{} bytes", bytes.len());
    use image::AnimationDecoder;
    let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&bytes)).unwrap();
    let frames = decoder.into_frames().collect_frames().unwrap();
    assert_eq!(
        frames.len(),
        record.turns.len() + 1,
        "the start and one frame per turn"
    );
}

#[test]
fn pictures_need_the_right_moment() {
    let renderer = Renderer::new();
    let game = replay(&bga("bga-366166200.json")).unwrap();
    let names = colour_names(2);
    assert!(
        renderer
            .turn(&game, &names, TurnOptions::default())
            .is_err(),
        "no tile in hand after the game"
    );
    assert!(renderer.close_up(&game, &names, Lang::En).is_err());
}

/// Every tile the expansions add (and the base tiles with gardens), drawn
/// from their geometry: rivers, bridges, the spring and the lake, gardens,
/// inns, cathedrals and the three goods.
#[test]
fn every_expansion_tile_has_art() {
    let set = carcassonne_bot::engine::TileSet::with_expansions(Expansions::ALL);
    let base = carcassonne_bot::engine::TileSet::base();
    let kinds: Vec<_> = set
        .kinds()
        .filter(|&k| base.kind(set.name_of(k)).is_none())
        .collect();
    assert_eq!(kinds.len(), 10 + 17 + 24 + 13, "river, I&C, T&B, gardens");
    let img = Renderer::new().tile_sheet(set, &kinds);
    golden("expansion-tiles", &img);
}

/// A whole game with every expansion, drawn at the end and at the river's
/// start: it fits Discord's limits and shows every new tile and figure.
#[test]
fn a_game_with_every_expansion_fits_and_reads() {
    let game = random_game(2, Rules::default(), Expansions::ALL, 3, 3).unwrap();
    let names = colour_names(2);
    let renderer = Renderer::new();
    let end = renderer.scores(&game, &names, Lang::En);
    let png = render::png(&end).unwrap();
    assert!(
        end.width() <= 2048 && end.height() <= 2048,
        "{:?}",
        end.dimensions()
    );
    assert!(png.len() <= 2 * 1024 * 1024, "{} bytes", png.len());
    golden("final-expansions", &end);
    let record = Record::from_game(&game);
    let river = replay_prefix(&record, 6).unwrap();
    golden("river-start", &renderer.board(&river, &names, Lang::En));
}

/// A follower close-up offering several kinds of figure on its spots, and
/// a turn whose board shows an inn and a cathedral, from a game with every
/// expansion (played by random players from a fixed seed).
#[test]
fn expansion_turns_show_their_figures_inns_and_cathedrals() {
    use carcassonne_bot::ai::RandomPlayer;
    use carcassonne_bot::engine::{Figure, Phase};
    let names = colour_names(2);
    let renderer = Renderer::new();
    let mut game = Game::with_expansions(2, Rules::default(), Expansions::ALL, 8).unwrap();
    let mut player = RandomPlayer::new(8);
    let (mut close_up, mut turn) = (false, false);
    while !(game.is_over() || close_up && turn) {
        let set = game.tile_set();
        let has = |name: &str| {
            game.board()
                .tiles()
                .iter()
                .any(|t| set.name_of(t.kind) == name)
        };
        if !turn && has("IC1") && (has("IC15") || has("IC12") || has("IC16")) {
            let img = renderer
                .turn(&game, &names, TurnOptions::default())
                .unwrap()
                .image;
            golden("turn-inn-cathedral", &img);
            turn = true;
        }
        let Phase::PlaceTile(_) = game.phase() else {
            unreachable!()
        };
        // Try the legal placements for one whose spots offer three kinds of
        // figure.
        if !close_up {
            for p in game.legal_placements() {
                let mut placed = game.clone();
                placed.place_tile(p).unwrap();
                let mut kinds: Vec<Figure> =
                    placed.follower_spots().iter().map(|s| s.figure).collect();
                kinds.dedup();
                kinds.sort();
                kinds.dedup();
                if kinds.len() >= 3 {
                    let c = renderer.close_up(&placed, &names, Lang::En).unwrap();
                    golden("close-up-figures", &c.image);
                    close_up = true;
                    break;
                }
            }
        }
        player.play_turn(&mut game).unwrap();
    }
    assert!(close_up && turn, "{close_up} {turn}");
}

/// Names as Discord shows them: emoji, CJK, Hebrew, Cyrillic, and an RTL
/// override that must not turn the name around, on the turn picture and
/// the score sheet, with the fallback fonts loaded as the bot loads them.
#[test]
fn names_in_every_script_draw_as_letters() {
    use carcassonne_bot::game::User;
    let renderer = Renderer::with_fonts(carcassonne_bot::assets::fallback_fonts());
    assert_eq!(
        carcassonne_bot::assets::fallback_fonts().len(),
        carcassonne_bot::assets::FALLBACK_FONTS.len(),
        "the fallback fonts are in assets/fonts"
    );
    let end = random_game(4, Rules::default(), Expansions::NONE, 11, 11).unwrap();
    let record = Record::from_game(&end);
    // Cleaned at the edge, as the Discord adapter makes every person.
    let names: Vec<String> = [
        "🐉 Drachen",
        "山田 太郎",
        "\u{202E}Evil\u{200B}",
        "שלום Иван ☕",
    ]
    .iter()
    .enumerate()
    .map(|(i, n)| User::new(i as i64, *n).name)
    .collect();
    assert_eq!(names[2], "Evil");
    let mid = after(&record, 24);
    golden(
        "names-turn-24",
        &renderer
            .turn(&mid, &names, TurnOptions::default())
            .unwrap()
            .image,
    );
    golden("names-final", &renderer.scores(&end, &names, Lang::En));
    // Without the fallbacks the same names are not the same picture: the
    // fallback fonts are what draws them.
    let plain = Renderer::new().scores(&end, &names, Lang::En);
    assert_ne!(plain, renderer.scores(&end, &names, Lang::En));
}

/// The pieces' icons (the bot's emojis) as Discord shows them: on its dark
/// and its light theme, a row per seat (each figure), then the goods; and
/// a drawn tile as a turn card's thumbnail.
#[test]
fn icons_show_on_both_of_discords_themes() {
    use carcassonne_bot::engine::{Figure, Good, TileSet};
    use render::{ICON_SIZE, Piece};
    let renderer = Renderer::new();
    let cell = ICON_SIZE / 2 + 8;
    let (cols, rows) = (Figure::ALL.len() as u32, render::PLAYERS.len() as u32 + 1);
    let mut sheet = RgbImage::new(cols * cell * 2, rows * cell);
    for (theme, ground) in [[49u8, 51, 56], [255, 255, 255]].into_iter().enumerate() {
        let x0 = theme as u32 * cols * cell;
        for y in 0..rows * cell {
            for x in 0..cols * cell {
                sheet.put_pixel(x0 + x, y, image::Rgb(ground));
            }
        }
        let mut pieces: Vec<(u32, u32, Piece)> = Vec::new();
        for seat in 0..render::PLAYERS.len() as u8 {
            for (i, figure) in Figure::ALL.into_iter().enumerate() {
                pieces.push((i as u32, u32::from(seat), Piece::Figure { figure, seat }));
            }
        }
        for (i, good) in Good::ALL.into_iter().enumerate() {
            pieces.push((i as u32, rows - 1, Piece::Good(good)));
        }
        for (c, r, piece) in pieces {
            // Shown at half size, as in a line of text.
            let icon = image::imageops::resize(
                &renderer.icon(piece),
                ICON_SIZE / 2,
                ICON_SIZE / 2,
                image::imageops::FilterType::Triangle,
            );
            for (x, y, p) in icon.enumerate_pixels() {
                let (sx, sy) = (x0 + c * cell + 4 + x, r * cell + 4 + y);
                let under = sheet.get_pixel(sx, sy).0;
                let a = u32::from(p[3]);
                let mix = |i: usize| {
                    ((u32::from(p[i]) * a + u32::from(under[i]) * (255 - a)) / 255) as u8
                };
                sheet.put_pixel(sx, sy, image::Rgb([mix(0), mix(1), mix(2)]));
            }
        }
    }
    golden("icons", &sheet);
    let set = TileSet::base();
    // D: a city side and a road, as drawn first in every game.
    let thumb = renderer.tile_picture(set, set.kind("D").unwrap());
    assert_eq!(thumb.dimensions(), (render::TILE_THUMB, render::TILE_THUMB));
    golden("tile-thumbnail", &thumb);
}
