//! A board as a picture: the SVG of [`board_svg`] (light and dark
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
    /// resvg could not read the SVG; the parser's message.
    #[error("the board's SVG does not read: {0}")]
    Svg(String),
    /// The picture could not be rasterised or encoded as PNG; the cause in words.
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

/// The board as a PNG (see [`super::board_svg::svg`] for `check`): the same picture as the SVG,
/// assembled from square tiles that are each rasterised once per process (a
/// square's colour, what stands on it, its marks), band by band (a rank with its
/// label, then the file letters). Each band is filtered and compressed on its own
/// and kept (`Band`), so that a band seen in an earlier picture (a rank the last
/// turn left alone) costs a copy of its compressed bytes, not a compression.
///
/// # Errors
///
/// [`PictureError`] (not expected: the SVG is made here).
pub fn png(board: &Board, check: Option<&str>) -> Result<Vec<u8>, PictureError> {
    let (width, height) = size(board);
    let bands = band_specs(board, check)
        .iter()
        .map(|(specs, band_height)| band(specs, width, *band_height))
        .collect::<Result<Vec<_>, _>>()?;
    encode(&bands, width, height)
}

/// The picture's bands top to bottom, each as its tiles left to right and its
/// height in pixels: a rank with its label, for each row of `board`, then the
/// file letters under an empty corner.
fn band_specs<'a>(board: &'a Board, check: Option<&str>) -> Vec<(Vec<TileSpec<'a>>, u32)> {
    let mut bands: Vec<(Vec<TileSpec<'a>>, u32)> = board
        .rows
        .iter()
        .map(|row| {
            let mut specs = Vec::with_capacity(row.cells.len() + 1);
            specs.push(TileSpec::Label(&row.rank, MARGIN_PX, SQUARE_PX));
            specs.extend(
                row.cells
                    .iter()
                    .map(|c| TileSpec::Square(c, check == Some(c.square.as_str()))),
            );
            (specs, SQUARE_PX)
        })
        .collect();
    let mut files = Vec::with_capacity(board.files.len() + 1);
    files.push(TileSpec::Label("", MARGIN_PX, MARGIN_PX));
    files.extend(
        board
            .files
            .iter()
            .map(|f| TileSpec::Label(f, SQUARE_PX, MARGIN_PX)),
    );
    bands.push((files, MARGIN_PX));
    bands
}

/// One tile of a band, before it is looked up or drawn.
enum TileSpec<'a> {
    /// A square, and whether its king is in check.
    Square(&'a BoardCell, bool),
    /// A coordinate label: its text, width and height in pixels.
    Label(&'a str, u32, u32),
}

impl TileSpec<'_> {
    /// The key the tile is kept under.
    fn key(&self) -> String {
        let mut key = String::with_capacity(24);
        self.write_key(&mut key);
        key
    }

    /// Appends [`TileSpec::key`] to `out`: a band's key is made of its tiles'
    /// without a `String` for each.
    fn write_key(&self, out: &mut String) {
        match self {
            TileSpec::Square(cell, in_check) => write_square_key(out, cell, *in_check),
            TileSpec::Label(text, width, height) => {
                let mut digits = itoa::Buffer::new();
                out.push_str("label ");
                out.push_str(digits.format(*width));
                out.push(' ');
                out.push_str(digits.format(*height));
                out.push(' ');
                out.push_str(text);
            }
        }
    }

    /// The tile, from the cache or drawn; `key` is [`TileSpec::key`].
    fn tile(&self, key: String) -> Result<std::sync::Arc<Tile>, PictureError> {
        match self {
            TileSpec::Square(cell, in_check) => square_tile(key, cell, *in_check),
            TileSpec::Label(text, width, height) => label(key, text, *width, *height),
        }
    }
}

/// A band of the picture, `width` pixels wide and `height` high, of the tiles
/// `specs` side by side: from the cache, or assembled, filtered and compressed
/// and kept.
fn band(
    specs: &[TileSpec<'_>],
    width: u32,
    height: u32,
) -> Result<std::sync::Arc<Band>, PictureError> {
    static BANDS: Kept<Band> = Kept::new();
    // Each tile's key with its length before it: a symbol may hold any text.
    let mut band_key = String::with_capacity(32 * specs.len());
    let mut key = String::with_capacity(32);
    let mut digits = itoa::Buffer::new();
    for spec in specs {
        key.clear();
        spec.write_key(&mut key);
        band_key.push_str(digits.format(key.len()));
        band_key.push(':');
        band_key.push_str(&key);
    }
    BANDS.get_or_make(band_key, || {
        let tiles = specs
            .iter()
            .map(|spec| spec.tile(spec.key()))
            .collect::<Result<Vec<_>, _>>()?;
        let mut indices = Vec::with_capacity((width * height) as usize);
        put_band(&mut indices, &tiles, height);
        Band::compress(&indices, width as usize)
    })
}

/// What the pictures keep for the process's life (tiles, bands), by key: at most
/// 4,096 (a few MB; hostile symbols could make any number). When full it starts
/// again, and the pictures that follow fill it with what they use.
struct Kept<T>(std::sync::Mutex<Option<std::collections::HashMap<String, std::sync::Arc<T>>>>);

impl<T> Kept<T> {
    const fn new() -> Kept<T> {
        Kept(std::sync::Mutex::new(None))
    }

    /// The value kept under `key`, or the one `make` makes, then kept.
    ///
    /// # Errors
    ///
    /// `make`'s, and then nothing is kept.
    fn get_or_make(
        &self,
        key: String,
        make: impl FnOnce() -> Result<T, PictureError>,
    ) -> Result<std::sync::Arc<T>, PictureError> {
        let hit = self
            .0
            .lock()
            .ok()
            .and_then(|kept| kept.as_ref()?.get(&key).cloned());
        if let Some(hit) = hit {
            return Ok(hit);
        }
        // Made outside the lock: the other delivery thread goes on meanwhile.
        let made = std::sync::Arc::new(make()?);
        if let Ok(mut kept) = self.0.lock() {
            let kept = kept.get_or_insert_with(Default::default);
            if kept.len() >= 4096 {
                kept.clear();
            }
            kept.insert(key, std::sync::Arc::clone(&made));
        }
        Ok(made)
    }
}

/// A band's pixel rows as PNG scanlines (RFC 2083 §6: a filter type byte, then
/// the filtered row), compressed as a raw deflate segment that starts from an
/// empty window and ends with a full flush (byte-aligned, no reference into what
/// follows): segments of any bands, one after the other, are one deflate stream.
/// Written here, not by the png crate, as the crate compresses a whole image in
/// one stream and does not expose its filters.
struct Band {
    /// The deflate segment.
    deflate: Vec<u8>,
    /// The Adler-32 of the scanlines (to combine into the picture's zlib
    /// checksum) and their length in bytes.
    adler: u32,
    len: u64,
}

impl Band {
    /// The band of `indices` (palette indices, rows of `width`): the first row
    /// filtered Sub (it is the band's own: the row above is another band's), the
    /// others Paeth (the rows of square tiles mostly repeat the row above).
    ///
    /// # Errors
    ///
    /// [`PictureError::Raster`] when the compressor fails (not expected).
    fn compress(indices: &[u8], width: usize) -> Result<Band, PictureError> {
        let width = width.max(1);
        let rows = indices.len() / width;
        let mut scanlines = vec![0; rows * (width + 1)];
        let mut above: Option<&[u8]> = None;
        for (row, line) in indices
            .chunks_exact(width)
            .zip(scanlines.chunks_exact_mut(width + 1))
        {
            let (kind, filtered) = line.split_at_mut(1);
            match above {
                None => {
                    kind[0] = 1;
                    filtered[0] = row[0];
                    for ((out, &v), &left) in filtered[1..].iter_mut().zip(&row[1..]).zip(row) {
                        *out = v.wrapping_sub(left);
                    }
                }
                Some(up) => {
                    kind[0] = 4;
                    // At x = 0 the left and upper-left are 0: Paeth predicts `up`.
                    filtered[0] = row[0].wrapping_sub(up[0]);
                    let lefts = row.iter().zip(up);
                    for ((out, (&v, &b)), (&a, &c)) in filtered[1..]
                        .iter_mut()
                        .zip(row[1..].iter().zip(&up[1..]))
                        .zip(lefts)
                    {
                        *out = v.wrapping_sub(paeth(a, b, c));
                    }
                }
            }
            above = Some(row);
        }
        let deflate = DEFLATE.with(|kept| {
            // Never borrowed twice (nothing here calls back into a picture); if
            // it were, a compressor of its own rather than a panic.
            let Ok(mut compressor) = kept.try_borrow_mut() else {
                return segment(&mut new_compressor(), &scanlines);
            };
            let made = segment(&mut compressor, &scanlines);
            if made.is_err() {
                // Its state is unknown: the next band starts with a new one.
                *compressor = new_compressor();
            }
            made
        })?;
        Ok(Band {
            deflate,
            adler: simd_adler32::adler32(&scanlines.as_slice()),
            len: scanlines.len() as u64,
        })
    }
}

thread_local! {
    /// Each thread's compressor for the bands, kept from band to band: a new one
    /// for every band allocated and zeroed its 200 kB of tables, 1-2% of a
    /// 1,000-mail poll. The full flush that ends each band's segment
    /// forgets the window (miniz clears its hash chains), so that no segment
    /// refers back into another.
    static DEFLATE: std::cell::RefCell<flate2::Compress> =
        std::cell::RefCell::new(new_compressor());
}

/// A raw deflate compressor (no zlib header) at the fastest level (zlib-rs's
/// quick deflate with the fixed codes: about half miniz_oxide's time for the
/// bands, 6% larger; see Cargo.toml).
fn new_compressor() -> flate2::Compress {
    flate2::Compress::new(flate2::Compression::fast(), false)
}

/// `data` as one deflate segment ending with a full flush: byte-aligned, and with
/// no reference into anything before or after it.
///
/// # Errors
///
/// [`PictureError::Raster`] when the compressor fails (not expected).
fn segment(compressor: &mut flate2::Compress, data: &[u8]) -> Result<Vec<u8>, PictureError> {
    let start = compressor.total_in();
    let mut deflate = Vec::with_capacity(data.len() / 4 + 64);
    loop {
        let done = usize::try_from(compressor.total_in() - start).unwrap_or(usize::MAX);
        compressor
            .compress_vec(
                data.get(done..).unwrap_or_default(),
                &mut deflate,
                flate2::FlushCompress::Full,
            )
            .map_err(|e| PictureError::Raster(e.to_string()))?;
        // Done when all went in and the output did not fill up (a full flush
        // may have more to write when it did).
        if compressor.total_in() - start == data.len() as u64 && deflate.len() < deflate.capacity()
        {
            return Ok(deflate);
        }
        deflate.reserve(deflate.capacity().max(1024));
    }
}

/// The PNG Paeth predictor (RFC 2083 §6.6) of a byte from its left `a`, upper
/// `b` and upper-left `c` neighbours.
fn paeth(a: u8, b: u8, c: u8) -> u8 {
    let (a16, b16, c16) = (i16::from(a), i16::from(b), i16::from(c));
    // p - a = b - c, p - b = a - c, p - c = a + b - 2c.
    let (pa, pb, pc) = (
        (b16 - c16).abs(),
        (a16 - c16).abs(),
        (a16 + b16 - 2 * c16).abs(),
    );
    // Written as selects, not branches, so that a row is filtered without jumps.
    let b_or_c = if pb <= pc { b } else { c };
    if pa <= pb && pa <= pc {
        a
    } else {
        b_or_c
    }
}

/// The Adler-32 (RFC 1950) of two byte strings one after the other, from the
/// checksum of each and the length of the second (zlib's `adler32_combine`;
/// written here as the checksum crates at hand do not combine).
fn adler32_combine(first: u32, second: u32, second_len: u64) -> u32 {
    const MOD: u64 = 65_521;
    let (a1, b1) = (u64::from(first & 0xffff), u64::from(first >> 16));
    let (a2, b2) = (u64::from(second & 0xffff), u64::from(second >> 16));
    let a = (a1 + a2 + MOD - 1) % MOD;
    let b = (b1 + b2 + (second_len % MOD) * ((a1 + MOD - 1) % MOD)) % MOD;
    ((b << 16) | a) as u32
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

/// The tile kept under `key`, or made by rasterising `svg` (a `width` x
/// `height` document) and kept.
fn tile(
    key: String,
    width: u32,
    height: u32,
    svg: impl FnOnce() -> String,
) -> Result<std::sync::Arc<Tile>, PictureError> {
    static TILES: Kept<Tile> = Kept::new();
    TILES.get_or_make(key, || {
        let tree = resvg::usvg::Tree::from_str(&svg(), options())
            .map_err(|e| PictureError::Svg(e.to_string()))?;
        let mut pixmap = resvg::tiny_skia::Pixmap::new(width, height)
            .ok_or_else(|| PictureError::Raster(format!("a {width}x{height} picture")))?;
        resvg::render(
            &tree,
            resvg::tiny_skia::Transform::identity(),
            &mut pixmap.as_mut(),
        );
        Ok(Tile {
            width,
            indices: to_indices(&pixmap),
        })
    })
}

/// Appends the key a square's tile is kept under: its flags, its motion's direction,
/// then its symbol last (it may hold any text). Built by hand, without `format!`,
/// as 64 tiles a picture are looked up by it.
fn write_square_key(key: &mut String, cell: &BoardCell, in_check: bool) {
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
}

/// One square with what stands on it, as a tile kept under `key`
/// ([`write_square_key`]).
fn square_tile(
    key: String,
    cell: &BoardCell,
    in_check: bool,
) -> Result<std::sync::Arc<Tile>, PictureError> {
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
/// `width` x `height` tile kept under `key`.
fn label(
    key: String,
    text: &str,
    width: u32,
    height: u32,
) -> Result<std::sync::Arc<Tile>, PictureError> {
    tile(key, width, height, || {
        let mut svg = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
             font-family=\"DejaVu Sans\"><rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>"
        );
        board_svg::label(&mut svg, text, width / 2, height / 2 + 4);
        svg.push_str("</svg>");
        svg
    })
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

/// The index of the palette colour nearest to a colour at 5 bits a channel
/// (`key`: red, green, blue, 5 bits each, red highest; 32,768 keys), searched the
/// first time a key is asked and kept. Not a table filled at once: a board's
/// anti-aliased edges ask a few hundred of the 32,768 keys, each a search over
/// 225 colours.
/// Two threads that search one key at once store the same answer.
fn nearest(key: usize) -> u8 {
    use std::sync::atomic::{AtomicU8, Ordering};
    /// No palette index (there are 225).
    const UNKNOWN: u8 = u8::MAX;
    static NEAREST: OnceLock<Vec<AtomicU8>> = OnceLock::new();
    let table = NEAREST.get_or_init(|| (0..32 * 32 * 32).map(|_| AtomicU8::new(UNKNOWN)).collect());
    let Some(slot) = table.get(key) else {
        return 0;
    };
    match slot.load(Ordering::Relaxed) {
        UNKNOWN => {
            let index = search_nearest(key);
            slot.store(index, Ordering::Relaxed);
            index
        }
        index => index,
    }
}

/// The index of the palette colour nearest (squared distance, the first of
/// equals) to the colour of `key` ([`nearest`]).
fn search_nearest(key: usize) -> u8 {
    let c = [(key >> 10) & 31, (key >> 5) & 31, key & 31].map(|v| (v << 3 | v >> 2) as i32);
    palette()
        .iter()
        .enumerate()
        .min_by_key(|(_, p)| (0..3).map(|k| (c[k] - i32::from(p[k])).pow(2)).sum::<i32>())
        .map_or(0, |(index, _)| index as u8)
}

/// A pixmap's pixels as indices into the fixed [`palette`] (why not a quantiser:
/// the picture has a few flat colours and their anti-aliased edges, which the fixed
/// palette holds, at one look-up a pixel instead of a search).
fn to_indices(pixmap: &resvg::tiny_skia::Pixmap) -> Vec<u8> {
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
            nearest(key)
        })
        .collect()
}

/// The bands, top to bottom, as an 8-bit palette PNG of `width` x `height`: one
/// IDAT of a zlib stream (RFC 1950) that is the bands' deflate segments one after
/// the other, closed by an empty final block and the combined Adler-32.
fn encode(
    bands: &[std::sync::Arc<Band>],
    width: u32,
    height: u32,
) -> Result<Vec<u8>, PictureError> {
    let raster = |e: png::EncodingError| PictureError::Raster(e.to_string());
    let mut zlib = Vec::with_capacity(bands.iter().map(|b| b.deflate.len()).sum::<usize>() + 11);
    // CMF 0x78: deflate, 32 KiB window; FLG 0x01: no dictionary, fastest, and
    // CMF * 256 + FLG a multiple of 31.
    zlib.extend_from_slice(&[0x78, 0x01]);
    let mut adler = 1;
    for band in bands {
        zlib.extend_from_slice(&band.deflate);
        adler = adler32_combine(adler, band.adler, band.len);
    }
    // The final block: stored, empty (BFINAL 1, BTYPE 00, LEN 0, NLEN 0xffff).
    zlib.extend_from_slice(&[0x01, 0x00, 0x00, 0xff, 0xff]);
    zlib.extend_from_slice(&adler.to_be_bytes());
    let mut out = Vec::with_capacity(zlib.len() + 1024);
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette().iter().flatten().copied().collect::<Vec<u8>>());
    let mut writer = encoder.write_header().map_err(raster)?;
    writer
        .write_chunk(png::chunk::IDAT, &zlib)
        .map_err(raster)?;
    writer.finish().map_err(raster)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::diagram::Diagram;
    use crate::board::geometry::{Color, Geometry, Square};

    /// The board's pixels as palette indices, assembled in one piece from the
    /// tiles (as the picture was before its bands were compressed apart).
    fn pixels(board: &Board, check: Option<&str>) -> Vec<u8> {
        let mut indices = Vec::new();
        for (specs, height) in &band_specs(board, check) {
            let tiles: Vec<_> = specs.iter().map(|s| s.tile(s.key()).unwrap()).collect();
            put_band(&mut indices, &tiles, *height);
        }
        indices
    }

    #[test]
    fn each_colour_keeps_its_nearest_palette_colour() {
        // Asked twice (searched, then kept), from two threads at once.
        std::thread::scope(|scope| {
            for _ in 0..2 {
                scope.spawn(|| {
                    for key in (0..32 * 32 * 32).step_by(7) {
                        assert_eq!(nearest(key), search_nearest(key));
                        assert_eq!(nearest(key), search_nearest(key));
                    }
                });
            }
        });
        assert_eq!(nearest(usize::MAX), 0);
    }

    #[test]
    fn the_bands_decode_to_the_whole_picture_again_and_again() {
        use crate::rules::position::Rules;
        let kiwipete = crate::rules::fide::from_fen(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            &Default::default(),
        )
        .unwrap();
        let start = crate::rules::fide::from_fen(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            &Default::default(),
        )
        .unwrap();
        // Three boards one after the other on this thread's one compressor; the
        // second time every band comes from the cache.
        let boards = [
            Board::new(&kiwipete.diagram(), Color::Black),
            Board::new(&start.diagram(), Color::White),
            Board::new(&kiwipete.diagram(), Color::White),
        ];
        for board in boards.iter().chain(&boards) {
            let bytes = png(board, Some("e8")).unwrap();
            let mut reader = png::Decoder::new(std::io::Cursor::new(&bytes))
                .read_info()
                .unwrap();
            let mut decoded = vec![0; reader.output_buffer_size()];
            let info = reader.next_frame(&mut decoded).unwrap();
            assert_eq!((info.width, info.height), size(board));
            assert_eq!(info.color_type, png::ColorType::Indexed);
            decoded.truncate(info.buffer_size());
            assert!(decoded == pixels(board, Some("e8")), "the pixels differ");
        }
    }

    #[test]
    fn adler32_combines_as_over_the_whole() {
        let data: Vec<u8> = (0..70_000u32).map(|i| (i * 7919 % 251) as u8).collect();
        for cut in [0, 1, 5_552, 65_521, 65_522, 69_999, 70_000] {
            let (a, b) = data.split_at(cut);
            assert_eq!(
                adler32_combine(
                    simd_adler32::adler32(&a),
                    simd_adler32::adler32(&b),
                    b.len() as u64
                ),
                simd_adler32::adler32(&data.as_slice()),
                "cut at {cut}"
            );
        }
    }

    #[test]
    fn the_svg_escapes_and_the_png_is_small() {
        let mut pieces = std::collections::BTreeMap::new();
        pieces.insert(Square::parse("e1").unwrap(), "K".into());
        pieces.insert(Square::parse("e8").unwrap(), "k".into());
        pieces.insert(Square::parse("d4").unwrap(), "<&>".into());
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
