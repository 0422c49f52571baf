//! A board as a picture (issue 22 §4): the SVG of [`board_svg`] (light and dark
//! squares, the last turn's squares highlighted, coordinates, the reader's side at
//! the bottom as the board already is, FIDE glyphs, lettered discs, motion arrows,
//! the check ring) rasterised to PNG with resvg, so that mail clients which strip
//! SVG and block remote images show it as an inline attachment (`cid:`).

use std::sync::OnceLock;

use thiserror::Error;

use super::board_svg::{self, FONT, MARGIN_PX, SQUARE_PX};
use super::drawing::{Board, BoardCell};

/// A picture that could not be made (not expected: the SVG is our own).
#[derive(Debug, Error)]
pub enum PictureError {
    #[error("the board's SVG does not read: {0}")]
    Svg(String),
    #[error("the board's picture cannot be drawn or encoded: {0}")]
    Raster(String),
}

/// The picture's width and height in pixels for `board` ([`board_svg::size`]).
pub fn size(board: &Board) -> (u32, u32) {
    board_svg::size(board)
}

/// The resvg options with the vendored font, made once.
fn options() -> &'static resvg::usvg::Options<'static> {
    static OPTIONS: OnceLock<resvg::usvg::Options<'static>> = OnceLock::new();
    OPTIONS.get_or_init(|| {
        let mut options = resvg::usvg::Options::default();
        options.fontdb_mut().load_font_data(FONT.to_vec());
        options.font_family = "DejaVu Sans".into();
        options
    })
}

/// The board as a PNG (see [`svg`] for `check`): the same picture as the SVG,
/// assembled from square tiles that are each rasterised once per process (a
/// square's colour, what stands on it, its marks) and kept, so that a reply's
/// picture costs a copy of its tiles and the PNG encoding, not a rendering.
///
/// Errors: [`PictureError`] (not expected: the SVG is made here).
pub fn png(board: &Board, check: Option<&str>) -> Result<Vec<u8>, PictureError> {
    let (width, height) = size(board);
    // Each band of the picture (a rank with its label, then the file letters) is a
    // row of tiles of one height, copied in pixel row by pixel row: every pixel is
    // written once, in order, and none is zeroed first.
    let mut indices = Vec::with_capacity((width * height) as usize);
    let mut band = Vec::with_capacity(board.files.len() + 1);
    for row in &board.rows {
        band.clear();
        band.push(label(&row.rank, MARGIN_PX, SQUARE_PX)?);
        for cell in &row.cells {
            let in_check = check == Some(cell.square.as_str());
            band.push(square_tile(cell, in_check)?);
        }
        put_band(&mut indices, &band, SQUARE_PX);
    }
    band.clear();
    band.push(label("", MARGIN_PX, MARGIN_PX)?);
    for file in &board.files {
        band.push(label(file, SQUARE_PX, MARGIN_PX)?);
    }
    put_band(&mut indices, &band, MARGIN_PX);
    encode(&indices, width, height)
}

/// Appends a band of `tiles` side by side, `height` pixel rows, to `indices`.
fn put_band(indices: &mut Vec<u8>, tiles: &[std::sync::Arc<Tile>], height: u32) {
    for y in 0..height {
        for tile in tiles {
            let from = (y * tile.width) as usize;
            if let Some(pixels) = tile.indices.get(from..from + tile.width as usize) {
                indices.extend_from_slice(pixels);
            }
        }
    }
}

/// A rasterised piece of the picture, as palette indices, row by row (its height
/// is its band's).
struct Tile {
    width: u32,
    indices: Vec<u8>,
}

type TileCache = std::sync::Mutex<std::collections::HashMap<String, std::sync::Arc<Tile>>>;

/// The tile cached under `key`, or made by rasterising `svg` (a `width` x
/// `height` document) and kept.
fn tile(
    key: String,
    width: u32,
    height: u32,
    svg: impl FnOnce() -> String,
) -> Result<std::sync::Arc<Tile>, PictureError> {
    static CACHE: OnceLock<TileCache> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    if let Some(t) = cache.lock().ok().and_then(|c| c.get(&key).cloned()) {
        return Ok(t);
    }
    let tree = resvg::usvg::Tree::from_str(&svg(), options())
        .map_err(|e| PictureError::Svg(e.to_string()))?;
    let mut pixmap = resvg::tiny_skia::Pixmap::new(width, height)
        .ok_or_else(|| PictureError::Raster(format!("a {width}x{height} picture")))?;
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::identity(),
        &mut pixmap.as_mut(),
    );
    let made = std::sync::Arc::new(Tile {
        width,
        indices: to_indices(&pixmap),
    });
    if let Ok(mut c) = cache.lock() {
        // A few dozen tiles per variant; a bound all the same (hostile symbols).
        if c.len() < 4096 {
            c.insert(key, std::sync::Arc::clone(&made));
        }
    }
    Ok(made)
}

/// One square with what stands on it, as a tile.
fn square_tile(cell: &BoardCell, in_check: bool) -> Result<std::sync::Arc<Tile>, PictureError> {
    // Flags, direction, then the symbol last (it may hold any text): built by hand,
    // as `format!` with Debug was most of the look-up of 64 tiles a picture.
    let mut key = String::with_capacity(24);
    key.push_str("square ");
    for flag in [cell.dark, cell.last_move, cell.marked, in_check] {
        key.push(if flag { '1' } else { '0' });
    }
    if let Some((right, up)) = cell.direction {
        use std::fmt::Write;
        let _ = write!(key, " {right},{up}");
    }
    match &cell.piece {
        Some(piece) => {
            key.push_str(" =");
            key.push_str(piece);
        }
        None => key.push_str(" -"),
    }
    tile(key, SQUARE_PX, SQUARE_PX, || {
        let mut svg = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{SQUARE_PX}\" height=\"{SQUARE_PX}\" \
             font-family=\"DejaVu Sans\">{}",
            board_svg::glyph_defs(cell.piece.as_deref())
        );
        board_svg::square(&mut svg, cell, 0, 0, in_check);
        svg.push_str("</svg>");
        svg
    })
}

/// A coordinate label (a rank's number or a file's letter) centred in a white
/// `width` x `height` tile.
fn label(text: &str, width: u32, height: u32) -> Result<std::sync::Arc<Tile>, PictureError> {
    tile(
        format!("label {width} {height} {text}"),
        width,
        height,
        || {
            let mut svg = format!(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
                 font-family=\"DejaVu Sans\"><rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>"
            );
            board_svg::label(&mut svg, text, width / 2, height / 2 + 4);
            svg.push_str("</svg>");
            svg
        },
    )
}

/// The picture's colours: the flat ones it is drawn with.
const BASE: [[u8; 3]; 9] = [
    [0xff, 0xff, 0xff],
    [0x00, 0x00, 0x00],
    [0xf0, 0xd9, 0xb5],
    [0xb5, 0x88, 0x63],
    [0xcd, 0xd2, 0x6a],
    [0xaa, 0xa2, 0x3a],
    [0x55, 0x55, 0x55],
    [0xd0, 0x00, 0x00],
    [0xff, 0x8c, 0x00],
];

/// A fixed palette of 225 colours: the flat colours and six steps between every
/// two of them (the anti-aliased edges of a glyph or a disc lie between two).
fn palette() -> &'static [[u8; 3]] {
    static PALETTE: OnceLock<Vec<[u8; 3]>> = OnceLock::new();
    PALETTE.get_or_init(|| {
        let mut colours = BASE.to_vec();
        for (i, a) in BASE.iter().enumerate() {
            for b in &BASE[i + 1..] {
                for step in 1..=6u16 {
                    let mix = |x: u8, y: u8| {
                        ((u16::from(x) * (7 - step) + u16::from(y) * step) / 7) as u8
                    };
                    colours.push([mix(a[0], b[0]), mix(a[1], b[1]), mix(a[2], b[2])]);
                }
            }
        }
        colours
    })
}

/// The nearest palette colour of every colour, at 5 bits a channel (32,768
/// entries), computed once: a pixel is then one table look-up.
fn nearest() -> &'static [u8] {
    static NEAREST: OnceLock<Vec<u8>> = OnceLock::new();
    NEAREST.get_or_init(|| {
        let palette = palette();
        (0..32 * 32 * 32u32)
            .map(|i| {
                let c = [(i >> 10) & 31, (i >> 5) & 31, i & 31].map(|v| (v << 3 | v >> 2) as i32);
                palette
                    .iter()
                    .enumerate()
                    .min_by_key(|(_, p)| {
                        (0..3).map(|k| (c[k] - i32::from(p[k])).pow(2)).sum::<i32>()
                    })
                    .map_or(0, |(index, _)| index as u8)
            })
            .collect()
    })
}

/// A pixmap's pixels as indices into the fixed [`palette`] (why not a quantiser:
/// the picture has a few flat colours and their anti-aliased edges, which the fixed
/// palette holds, at one look-up a pixel instead of a search).
fn to_indices(pixmap: &resvg::tiny_skia::Pixmap) -> Vec<u8> {
    let nearest = nearest();
    // Opaque tiles (each has its background): the premultiplied RGBA is RGBA.
    pixmap
        .data()
        .chunks(4)
        .map(|p| {
            // The flat colours exactly (the palette starts with them), the
            // anti-aliased rest by the table.
            if let Some(i) = BASE.iter().position(|b| b[..] == p[..3]) {
                return i as u8;
            }
            let key = (usize::from(p[0] >> 3) << 10)
                | (usize::from(p[1] >> 3) << 5)
                | usize::from(p[2] >> 3);
            nearest[key]
        })
        .collect()
}

/// Palette indices as an 8-bit palette PNG.
fn encode(indices: &[u8], width: u32, height: u32) -> Result<Vec<u8>, PictureError> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette().iter().flatten().copied().collect::<Vec<u8>>());
    encoder.set_compression(png::Compression::Fast);
    // The Paeth filter before fdeflate: a board's rows mostly repeat the row above
    // (square tiles), so this gave the smallest file of the fast ones (start
    // position: 12.3 kB against 19.3 kB with the crate's default Sub filter) in
    // less time (about 100 us against 140 us a picture; issue 23 §1).
    encoder.set_filter(png::FilterType::Paeth);
    let mut writer = encoder
        .write_header()
        .map_err(|e| PictureError::Raster(e.to_string()))?;
    writer
        .write_image_data(indices)
        .map_err(|e| PictureError::Raster(e.to_string()))?;
    writer
        .finish()
        .map_err(|e| PictureError::Raster(e.to_string()))?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::diagram::Diagram;
    use crate::board::geometry::{Color, Geometry, Square};

    #[test]
    fn the_svg_escapes_and_the_png_is_small() {
        let mut pieces = std::collections::BTreeMap::new();
        pieces.insert(Square::parse("e1").unwrap(), "K".to_string());
        pieces.insert(Square::parse("e8").unwrap(), "k".to_string());
        pieces.insert(Square::parse("d4").unwrap(), "<&>".to_string());
        let board = Board::new(
            &Diagram {
                geometry: Geometry::STANDARD,
                pieces,
                marked: vec![Square::parse("d4").unwrap()],
                directions: Default::default(),
                notes: vec![],
                legend: vec![],
            },
            Color::White,
        );
        let svg = board_svg::svg(&board, Some("e1"));
        assert!(
            svg.contains("&lt;&amp;&gt;") && !svg.contains("<&>"),
            "{svg}"
        );
        let png = png(&board, Some("e1")).unwrap();
        assert!(png.starts_with(b"\x89PNG"));
        assert!(png.len() < 30_000, "{} bytes", png.len());
    }
}
