//! Colours of the board and of the players.

use image::Rgb;

pub const FIELD: [u8; 3] = [118, 168, 78];
pub const ROAD: [u8; 3] = [243, 236, 214];
pub const ROAD_EDGE: [u8; 3] = [128, 112, 88];
pub const CITY: [u8; 3] = [214, 176, 116];
pub const WALL: [u8; 3] = [110, 86, 64];
pub const HOUSE: [u8; 3] = [176, 72, 52];
pub const HOUSE_EDGE: [u8; 3] = [70, 40, 30];
pub const MONASTERY: [u8; 3] = [238, 228, 206];
pub const MONASTERY_ROOF: [u8; 3] = [178, 58, 48];
pub const MONASTERY_EDGE: [u8; 3] = [72, 44, 36];
pub const SHIELD: [u8; 3] = [36, 84, 168];
pub const SHIELD_EDGE: [u8; 3] = [246, 246, 246];
pub const WATER: [u8; 3] = [74, 144, 206];
pub const BANK: [u8; 3] = [64, 104, 70];
pub const HEDGE: [u8; 3] = [52, 108, 48];
pub const GARDEN: [u8; 3] = [150, 200, 100];
pub const FLOWER: [u8; 3] = [236, 108, 150];
pub const CATHEDRAL: [u8; 3] = [226, 226, 232];
pub const CATHEDRAL_EDGE: [u8; 3] = [70, 72, 90];
pub const WINE: [u8; 3] = [118, 52, 140];
pub const GRAIN: [u8; 3] = [236, 196, 64];
pub const CLOTH: [u8; 3] = [64, 150, 196];
pub const GOODS_EDGE: [u8; 3] = [40, 32, 30];

/// The picture's background and text.
pub const BACKGROUND: Rgb<u8> = Rgb([43, 45, 49]);
pub const PANEL: Rgb<u8> = Rgb([30, 31, 34]);
pub const TEXT: Rgb<u8> = Rgb([235, 236, 238]);
pub const MUTED: Rgb<u8> = Rgb([160, 163, 170]);
pub const GRID: Rgb<u8> = Rgb([58, 61, 66]);

/// Player colours, after Okabe and Ito's palette for colour-blind readers;
/// each player's followers also carry the seat number.
pub const PLAYERS: [[u8; 3]; 6] = [
    [0, 114, 178],   // blue
    [213, 94, 0],    // vermillion
    [240, 228, 66],  // yellow
    [30, 30, 30],    // black
    [204, 121, 167], // reddish purple
    [245, 245, 245], // white
];

pub const PLAYER_NAMES: [&str; 6] = ["blue", "red", "yellow", "black", "purple", "white"];

pub fn player(seat: u8) -> Rgb<u8> {
    Rgb(PLAYERS[usize::from(seat) % PLAYERS.len()])
}

/// Dark or light, whichever reads on top of `c`.
pub fn ink_on(c: Rgb<u8>) -> Rgb<u8> {
    let [r, g, b] = c.0;
    let luma = 0.299 * f32::from(r) + 0.587 * f32::from(g) + 0.114 * f32::from(b);
    if luma > 140.0 {
        Rgb([20, 20, 20])
    } else {
        Rgb([250, 250, 250])
    }
}
