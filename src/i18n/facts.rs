//! The engine's facts in words: why a move was refused, and what a
//! scoring event scored. The engine returns typed facts and knows no
//! language; this is where they are worded, one floor up.

use super::{Arg, Lang, and_list, t};
use crate::engine::{Edge, FeatureKind, Good, PlayError, Pos, ScoreEvent, When};

fn edge_word(e: Edge) -> &'static str {
    match e {
        Edge::Field => "field",
        Edge::Road => "road",
        Edge::City => "city",
        Edge::River => "river",
    }
}

/// Why the move was refused, in `lang`.
pub fn play_error(e: &PlayError, lang: Lang) -> String {
    use PlayError as E;
    let pos = |p: &Pos| Arg::from(p.to_string());
    let kind = |k: &FeatureKind| Arg::from(k.name());
    match e {
        E::GameOver => t(lang, "illegal-game-over", &[]),
        E::TileAlreadyPlaced => t(lang, "illegal-tile-already-placed", &[]),
        E::TileNotPlaced => t(lang, "illegal-tile-not-placed", &[]),
        E::Occupied(p) => t(lang, "illegal-occupied", &[("pos", pos(p))]),
        E::NotAdjacent(p) => t(lang, "illegal-not-adjacent", &[("pos", pos(p))]),
        E::EdgeMismatch {
            pos: p,
            side,
            tile_edge,
            neighbour_edge,
        } => t(
            lang,
            "illegal-edge-mismatch",
            &[
                ("pos", pos(p)),
                ("side", side.word().into()),
                ("edge", edge_word(*tile_edge).into()),
                ("neighbour", edge_word(*neighbour_edge).into()),
            ],
        ),
        E::NoFollowersLeft => t(lang, "illegal-no-followers-left", &[]),
        E::FarmersNotUsed => t(lang, "illegal-farmers-not-used", &[]),
        E::NoSuchFeature { kind: k, port } => t(
            lang,
            "illegal-no-such-feature",
            &[("kind", kind(k)), ("port", port.to_string().into())],
        ),
        E::NoMonastery => t(lang, "illegal-no-monastery", &[]),
        E::PortNeeded { kind: k } => t(lang, "illegal-port-needed", &[("kind", kind(k))]),
        E::MonasteryTakesNoPort => t(lang, "illegal-monastery-takes-no-port", &[]),
        E::FeatureOccupied { kind: k } => t(lang, "illegal-feature-occupied", &[("kind", kind(k))]),
        E::NotPlaying => t(lang, "illegal-not-playing", &[]),
        E::RiverClosed => t(lang, "illegal-river-closed", &[]),
        E::RiverMustExtend { pos: p } => t(lang, "illegal-river-must-extend", &[("pos", pos(p))]),
        E::RiverUTurn => t(lang, "illegal-river-u-turn", &[]),
        E::FigureNotInPlay { figure } => t(
            lang,
            "illegal-figure-not-in-play",
            &[("figure", figure.name().into())],
        ),
        E::NoFigureLeft { figure } => t(
            lang,
            "illegal-no-figure-left",
            &[("figure", figure.name().into())],
        ),
        E::NoGarden => t(lang, "illegal-no-garden", &[]),
        E::FigureNotThere { figure, kind: k } => t(
            lang,
            "illegal-figure-not-there",
            &[("figure", figure.name().into()), ("kind", kind(k))],
        ),
        E::BuilderOnCompleted => t(lang, "illegal-builder-on-completed", &[]),
        E::BuilderNeedsFollower => t(lang, "illegal-builder-needs-follower", &[]),
        E::PigNeedsFarmer => t(lang, "illegal-pig-needs-farmer", &[]),
        E::NoAbbotOnBoard => t(lang, "illegal-no-abbot-on-board", &[]),
        E::AbbotFeatureComplete => t(lang, "illegal-abbot-feature-complete", &[]),
        E::AbbotReturnWithFigure => t(lang, "illegal-abbot-return-with-figure", &[]),
    }
}

/// What was scored, in plain words ("city of 3 tiles with 1 pennant"),
/// for the winners with their pig in a farm (`pig`) or for the others.
fn what_for(e: &ScoreEvent, lang: Lang, pig: bool) -> String {
    let done = e.when == When::Completed;
    let neighbours = || Arg::from(e.tiles.saturating_sub(1));
    let (key, args): (&str, Vec<(&str, Arg)>) = match (e.when, e.feature) {
        (When::Goods, _) => (
            "what-goods",
            vec![
                ("good", e.good.map_or("wine", Good::name).into()),
                ("count", e.cities.into()),
            ],
        ),
        (When::AbbotReturned, kind) => (
            "what-abbot-returned",
            vec![("kind", kind.name().into()), ("neighbours", neighbours())],
        ),
        (_, FeatureKind::Road) => (
            match (e.inn, done) {
                (false, true) => "what-road",
                (false, false) => "what-road-unfinished",
                (true, true) => "what-road-inn",
                (true, false) => "what-road-inn-unfinished",
            },
            vec![("tiles", e.tiles.into())],
        ),
        (_, FeatureKind::City) => {
            let tiles = ("tiles", Arg::from(e.tiles));
            match (e.cathedral, done) {
                (true, false) => ("what-city-cathedral-unfinished", vec![tiles]),
                (cathedral, done) => (
                    match (cathedral, done) {
                        (true, _) => "what-city-cathedral",
                        (false, true) => "what-city",
                        (false, false) => "what-city-unfinished",
                    },
                    vec![tiles, ("pennants", e.pennants.into())],
                ),
            }
        }
        (_, FeatureKind::Monastery) if done => ("what-monastery", Vec::new()),
        (_, FeatureKind::Monastery) => (
            "what-monastery-unfinished",
            vec![("neighbours", neighbours())],
        ),
        (_, FeatureKind::Garden) if done => ("what-garden", Vec::new()),
        (_, FeatureKind::Garden) => ("what-garden-unfinished", vec![("neighbours", neighbours())]),
        (_, FeatureKind::Field) => (
            if pig { "what-field-pig" } else { "what-field" },
            vec![("cities", e.cities.into())],
        ),
    };
    t(lang, key, &args)
}

/// The whole sentence, naming seats with `name`: "Alice scored 8: city
/// of 3 tiles with 1 pennant".
pub fn score_line(e: &ScoreEvent, name: impl Fn(u8) -> String, lang: Lang) -> String {
    let sentence = |seats: Vec<u8>, points: u32, pig: bool| {
        let names: Vec<String> = seats.into_iter().map(&name).collect();
        t(
            lang,
            "scored",
            &[
                ("players", and_list(&names, lang).into()),
                ("count", names.len().into()),
                ("points", points.into()),
                ("what", what_for(e, lang, pig).into()),
            ],
        )
    };
    let (pigs, others): (Vec<u8>, Vec<u8>) = e.winners.iter().partition(|&s| e.pigs.contains(s));
    match (pigs.is_empty(), others.is_empty()) {
        (true, _) => sentence(others, e.points, false),
        (false, true) => sentence(pigs, e.pig_points, true),
        (false, false) => format!(
            "{}; {}",
            sentence(pigs, e.pig_points, true),
            sentence(others, e.points, false)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Figure, Port, Seats, Side};

    /// The engine's English (for logs and record diagnostics) is the
    /// catalogue's, word for word, for every refusal.
    #[test]
    fn the_engines_english_is_the_catalogues() {
        use PlayError as E;
        let p = Pos::new(2, -1);
        let kinds = [
            FeatureKind::Road,
            FeatureKind::City,
            FeatureKind::Monastery,
            FeatureKind::Field,
            FeatureKind::Garden,
        ];
        let mut all = vec![
            E::GameOver,
            E::TileAlreadyPlaced,
            E::TileNotPlaced,
            E::Occupied(p),
            E::NotAdjacent(p),
            E::NoFollowersLeft,
            E::FarmersNotUsed,
            E::NoMonastery,
            E::MonasteryTakesNoPort,
            E::NotPlaying,
            E::RiverClosed,
            E::RiverMustExtend { pos: p },
            E::RiverUTurn,
            E::NoGarden,
            E::BuilderOnCompleted,
            E::BuilderNeedsFollower,
            E::PigNeedsFarmer,
            E::NoAbbotOnBoard,
            E::AbbotFeatureComplete,
            E::AbbotReturnWithFigure,
        ];
        for (side, (a, b)) in Side::ALL.into_iter().zip([
            (Edge::Road, Edge::City),
            (Edge::River, Edge::Field),
            (Edge::City, Edge::Road),
            (Edge::Field, Edge::River),
        ]) {
            all.push(E::EdgeMismatch {
                pos: p,
                side,
                tile_edge: a,
                neighbour_edge: b,
            });
        }
        for kind in kinds {
            all.push(E::NoSuchFeature {
                kind,
                port: Port::Side(Side::N),
            });
            all.push(E::PortNeeded { kind });
            all.push(E::FeatureOccupied { kind });
            for figure in Figure::ALL {
                all.push(E::FigureNotThere { figure, kind });
            }
        }
        for figure in Figure::ALL {
            all.push(E::FigureNotInPlay { figure });
            all.push(E::NoFigureLeft { figure });
        }
        for e in all {
            assert_eq!(play_error(&e, Lang::En), e.to_string(), "{e:?}");
        }
    }

    #[test]
    fn events_read_as_sentences() {
        let e = ScoreEvent {
            feature: FeatureKind::City,
            when: When::Completed,
            tiles: 3,
            pennants: 1,
            cities: 0,
            points: 8,
            followers: [1, 0, 0, 0, 0, 0],
            winners: Seats(1),
            returned: true,
            tile: 0,
            ..ScoreEvent::default()
        };
        let names = ["Alice", "Bob", "Cleo"];
        assert_eq!(
            score_line(&e, |s| names[s as usize].to_string(), Lang::En),
            "Alice scored 8: city of 3 tiles with 1 pennant"
        );
        let tie = ScoreEvent {
            winners: Seats(0b111),
            ..e
        };
        assert_eq!(
            score_line(&tie, |s| names[s as usize].to_string(), Lang::En),
            "Alice, Bob and Cleo scored 8 each: city of 3 tiles with 1 pennant"
        );
        assert_eq!(
            score_line(&tie, |s| names[s as usize].to_string(), Lang::De),
            "Alice, Bob und Cleo erhalten je 8 Punkte: Stadt aus 3 Plättchen mit 1 Wappen"
        );
    }
}
