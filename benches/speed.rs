//! Speed figures (a benchmark, never a test): `cargo bench --bench speed`.
//! Prints the median of repeated runs for each measured operation.

use std::hint::black_box;
use std::time::{Duration, Instant};

use carcassonne_bot::cli::{colour_names, random_game};
use carcassonne_bot::engine::{
    Expansions, Game, Placement, Record, Rules, TileSet, replay, replay_prefix,
};
use carcassonne_bot::game::tournament::{Played, Seat, standings, swiss};
use carcassonne_bot::i18n::Lang;
use carcassonne_bot::render::{self, Renderer, TurnOptions};

fn median(mut f: impl FnMut(), runs: usize) -> Duration {
    f(); // warm up (fills caches such as tile pictures)
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

fn bga(name: &str) -> Record {
    let path = format!("{}/tests/data/bga/{name}", env!("CARGO_MANIFEST_DIR"));
    Record::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn main() {
    let games = 20_000;
    for (what, x) in [
        ("base game", Expansions::NONE),
        ("all four expansions", Expansions::ALL),
    ] {
        let t = Instant::now();
        for seed in 0..games {
            black_box(random_game(2, Rules::default(), x, seed, seed).unwrap());
        }
        let secs = t.elapsed().as_secs_f64();
        println!(
            "engine, {what}: {games} random 2-player games in {secs:.2} s = {:.0} games/s",
            games as f64 / secs
        );
    }

    // A Swiss event's pairings: every round of 16 and of 64 players at
    // tables of two, and of 64 at tables of four, each table won by its
    // first seat (the hardest case for avoiding repeats: the leaders keep
    // meeting the leaders).
    for (players, size, rounds) in [(16, 2, 4), (64, 2, 6), (64, 4, 6)] {
        let event = median(
            || {
                let active: Vec<usize> = (0..players).collect();
                let mut played = Vec::new();
                for _ in 0..rounds {
                    let round = swiss(players, size, &played, &active);
                    played.push(Played {
                        tables: round
                            .tables
                            .iter()
                            .map(|t| {
                                t.iter()
                                    .enumerate()
                                    .map(|(i, &entrant)| Seat {
                                        entrant,
                                        place: i as u8 + 1,
                                        score: 100 - 10 * i as i64,
                                    })
                                    .collect()
                            })
                            .collect(),
                        byes: round.byes,
                    });
                }
                black_box(standings(players, &played, &[]));
            },
            11,
        );
        println!(
            "tournament: {rounds} Swiss rounds of {players} players at tables of {size}, paired with the standings after each: median {:.2} ms",
            event.as_secs_f64() * 1e3
        );
    }

    let renderer = Renderer::new();
    let record = bga("bga-366166200.json");
    let names = colour_names(2);
    let end = replay(&record).unwrap();
    let mut bytes = 0;
    let board = median(
        || {
            let png = render::png(&renderer.scores(&end, &names, Lang::En)).unwrap();
            bytes = png.len();
        },
        31,
    );
    println!(
        "render: full 72-tile board + PNG: median {:.1} ms ({bytes} bytes)",
        board.as_secs_f64() * 1e3
    );
    let race = median(
        || {
            let png = render::png(&renderer.race(&end, &names, Lang::En)).unwrap();
            bytes = png.len();
        },
        31,
    );
    println!(
        "render: score race of a 72-tile game + PNG: median {:.1} ms ({bytes} bytes)",
        race.as_secs_f64() * 1e3
    );
    let ratings: Vec<f64> = (0..200)
        .map(|i| (f64::from(i) / 9.0).sin() * 4.0 + f64::from(i) / 20.0)
        .collect();
    let rating = median(
        || {
            let png =
                render::png(&renderer.rating_chart("Alice", &ratings, &[], Lang::En)).unwrap();
            bytes = png.len();
        },
        31,
    );
    println!(
        "render: rating chart of 200 games + PNG: median {:.1} ms ({bytes} bytes)",
        rating.as_secs_f64() * 1e3
    );
    let lines: Vec<render::StandingLine> = (0..16)
        .map(|i| render::StandingLine {
            rank: i + 1,
            name: format!("Player {}", i + 1),
            points: f64::from(16 - i as u32) / 4.0,
            buchholz: f64::from(40 - i as u32) / 3.0,
            score: 400 - 13 * i as i64,
            played: 4,
            withdrawn: i == 11,
        })
        .collect();
    let table = median(
        || {
            let png = render::png(&renderer.standings("Autumn Cup", &lines, Lang::En)).unwrap();
            bytes = png.len();
        },
        31,
    );
    println!(
        "render: standings of 16 players + PNG: median {:.1} ms ({bytes} bytes)",
        table.as_secs_f64() * 1e3
    );

    // The position with the most candidate squares for some tile kind.
    let set = TileSet::base();
    let mut best: Option<(usize, Game, carcassonne_bot::engine::TileKind)> = None;
    for turns in 40..record.turns.len() {
        let game = replay_prefix(&record, turns).unwrap();
        for kind in set.kinds() {
            let n = game.candidates_of(kind).len();
            if best.as_ref().is_none_or(|b| n > b.0) {
                best = Some((n, game.clone(), kind));
            }
        }
    }
    // Random players spread out more: look at their late positions too.
    for seed in 0..30 {
        let mut game = Game::new(2, Rules::default(), seed).unwrap();
        let mut player = carcassonne_bot::ai::RandomPlayer::new(seed);
        while !game.is_over() {
            if game.tiles_drawn() > 50 {
                for kind in set.kinds() {
                    let n = game.candidates_of(kind).len();
                    if best.as_ref().is_none_or(|b| n > b.0) {
                        best = Some((n, game.clone(), kind));
                    }
                }
            }
            player.play_turn(&mut game).unwrap();
        }
    }
    let (n, game, kind) = best.unwrap();
    let opts = TurnOptions {
        tile: Some(kind),
        ..TurnOptions::default()
    };
    let turn = median(
        || {
            let pic = renderer.turn(&game, &names, opts).unwrap();
            bytes = render::png(&pic.image).unwrap().len();
        },
        31,
    );
    println!(
        "render: turn picture with {n} numbered candidates + PNG: median {:.1} ms ({bytes} bytes)",
        turn.as_secs_f64() * 1e3
    );
    let pic = renderer.turn(&game, &names, opts).unwrap();
    let drawn = median(
        || {
            black_box(renderer.turn(&game, &names, opts).unwrap());
        },
        31,
    );
    let encoded = median(
        || {
            black_box(render::png(&pic.image).unwrap());
        },
        31,
    );
    println!(
        "render: of which drawing {:.1} ms, PNG {:.1} ms ({}x{} px for a phone, {} of the places on pins at its edge)",
        drawn.as_secs_f64() * 1e3,
        encoded.as_secs_f64() * 1e3,
        pic.image.width(),
        pic.image.height(),
        pic.pinned.len()
    );

    // A preview (the tile shown on a square): drawn and encoded whole, and
    // as the bot does it, only the bands of rows it changes.
    let first = &game.candidates_of(kind)[0];
    let preview = TurnOptions {
        ghost: Some(Placement {
            pos: first.pos,
            rot: first.rotations[0],
        }),
        ..opts
    };
    let base = render::png::encode(&pic.image);
    let whole = median(
        || {
            let pic = renderer.turn(&game, &names, preview).unwrap();
            black_box(render::png::encode(&pic.image));
        },
        31,
    );
    let banded = median(
        || {
            black_box(renderer.preview_png(&game, &names, preview, &base).unwrap());
        },
        31,
    );
    println!(
        "render: preview on that picture, drawn and encoded whole: median {:.2} ms; only the bands it changes: {:.2} ms",
        whole.as_secs_f64() * 1e3,
        banded.as_secs_f64() * 1e3,
    );

    // A turn card's thumbnail: the drawn tile alone.
    let set = game.tile_set();
    let mut thumb_bytes = 0;
    let thumb = median(
        || {
            let img = renderer.tile_picture(set, kind);
            thumb_bytes = render::png(&img).unwrap().len();
        },
        31,
    );
    println!(
        "render: the drawn tile as a card's thumbnail ({0}x{0} px) + PNG: median {1:.2} ms ({thumb_bytes} bytes)",
        render::TILE_THUMB,
        thumb.as_secs_f64() * 1e3
    );
    // The pieces' emojis, all of them, as the bot draws them at start-up.
    let pieces = carcassonne_bot::discord::icons::all();
    let mut icon_bytes = 0;
    let icons = median(
        || {
            icon_bytes = pieces
                .iter()
                .map(|&p| render::png_rgba(&renderer.icon(p)).unwrap().len())
                .sum();
        },
        5,
    );
    println!(
        "render: the {} pieces' emojis ({1}x{1} px) + PNG: {2:.0} ms in all ({icon_bytes} bytes)",
        pieces.len(),
        render::ICON_SIZE,
        icons.as_secs_f64() * 1e3
    );

    let t = Instant::now();
    let gif = renderer.replay_gif(&record).unwrap();
    println!(
        "render: replay GIF of {} turns in {:.2} s ({} bytes)",
        record.turns.len(),
        t.elapsed().as_secs_f64(),
        gif.len()
    );
}
