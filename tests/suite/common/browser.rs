//! Headless Chromium and w3m for the tests of what people look at (replies'
//! HTML parts, published pages), and screenshots read back as RGB pictures.
//! Both programs come from Debian (`chromium`, `w3m`; scripts/test.sh installs
//! them); a test FAILS with a message naming the package when one is missing.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::World;

pub const CHROMIUM: &str = "/usr/bin/chromium";
pub const W3M: &str = "/usr/bin/w3m";
/// The light and dark squares' colours, and those of the last turn's squares.
pub const LIGHT: [u8; 3] = [0xf0, 0xd9, 0xb5];
pub const DARK: [u8; 3] = [0xb5, 0x88, 0x63];
pub const LAST_LIGHT: [u8; 3] = [0xcd, 0xd2, 0x6a];
pub const LAST_DARK: [u8; 3] = [0xaa, 0xa2, 0x3a];

/// Runs `program` with `args`, killed after `limit`; returns (success, stdout, stderr).
pub fn run(program: &str, args: &[&str], limit: Duration, package: &str) -> (bool, String, String) {
    assert!(
        Path::new(program).is_file(),
        "{program} is not installed: install the Debian package `{package}` (.ci/run does)"
    );
    let dir = tempfile::tempdir().unwrap();
    let (out, err) = (dir.path().join("out"), dir.path().join("err"));
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(std::fs::File::create(&out).unwrap())
        .stderr(std::fs::File::create(&err).unwrap())
        .spawn()
        .unwrap();
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break Some(status);
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let read = |p: &Path| std::fs::read_to_string(p).unwrap_or_default();
    let (out, err) = (read(&out), read(&err));
    assert!(
        status.is_some(),
        "{program} did not end in {limit:?}: {err}"
    );
    (status.is_some_and(|s| s.success()), out, err)
}

/// A screenshot of `page` by headless Chromium, 800 x 900 px at scale 1.
pub fn screenshot(w: &World, page: &Path, name: &str) -> PathBuf {
    screenshot_sized(w, page, name, (800, 900))
}

/// [`screenshot`] with a window of `size` (width, height) px.
pub fn screenshot_sized(w: &World, page: &Path, name: &str, size: (u32, u32)) -> PathBuf {
    let png = w.dir.path().join(name);
    let profile = tempfile::tempdir().unwrap();
    let args = [
        "--headless".to_string(),
        "--no-sandbox".into(),
        "--disable-gpu".into(),
        "--disable-quic".into(),
        "--no-first-run".into(),
        "--disable-background-networking".into(),
        "--disable-component-update".into(),
        "--disable-sync".into(),
        "--hide-scrollbars".into(),
        "--force-device-scale-factor=1".into(),
        // CI once got a screenshot whose tiles from y = 768 down were still white
        // (the page's last board row missing): draw only once every compositor
        // stage has run, after the page's timers and loads have settled, and keep
        // Chromium's shared memory off /dev/shm, which containers keep small.
        "--run-all-compositor-stages-before-draw".into(),
        "--virtual-time-budget=5000".into(),
        "--disable-dev-shm-usage".into(),
        format!("--user-data-dir={}", profile.path().display()),
        format!("--screenshot={}", png.display()),
        format!("--window-size={},{}", size.0, size.1),
        format!("file://{}", page.display()),
    ];
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (ok, _, err) = run(CHROMIUM, &args, Duration::from_secs(120), "chromium");
    assert!(ok && png.is_file(), "chromium made no screenshot: {err}");
    // RENDERING_KEEP=DIR keeps the page and the screenshot to look at.
    if let Some(keep) = std::env::var_os("RENDERING_KEEP") {
        let keep = Path::new(&keep);
        std::fs::create_dir_all(keep).unwrap();
        std::fs::copy(&png, keep.join(name)).unwrap();
        // A page named with a fragment (`1.html#p1`) is not a file of its own.
        if page.is_file() {
            std::fs::copy(page, keep.join(page.file_name().unwrap())).unwrap();
        }
    }
    png
}

/// An RGB picture.
pub struct Picture {
    pub width: u32,
    pub height: u32,
    pub rgb: Vec<[u8; 3]>,
}

impl Picture {
    pub fn read(path: &Path) -> Picture {
        let mut decoder = png::Decoder::new(std::fs::File::open(path).unwrap());
        // A palette picture (the board picture of a reply) is read as RGB.
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size()];
        let info = reader.next_frame(&mut buf).unwrap();
        assert_eq!(info.bit_depth, png::BitDepth::Eight, "{info:?}");
        let step = match info.color_type {
            png::ColorType::Rgb => 3,
            png::ColorType::Rgba => 4,
            other => panic!("unexpected PNG colour type {other:?}"),
        };
        let rgb = buf[..info.buffer_size()]
            .chunks(step)
            .map(|p| [p[0], p[1], p[2]])
            .collect();
        Picture {
            width: info.width,
            height: info.height,
            rgb,
        }
    }

    pub fn at(&self, x: u32, y: u32) -> [u8; 3] {
        assert!(
            x < self.width && y < self.height,
            "({x}, {y}) outside the picture"
        );
        self.rgb[(y * self.width + x) as usize]
    }

    /// The top-left corner of the board: the first pixel, row by row, in the light
    /// squares' colour (the top-left square is light from either side).
    pub fn board_corner(&self) -> (u32, u32) {
        (0..self.height)
            .flat_map(|y| (0..self.width).map(move |x| (x, y)))
            .find(|&(x, y)| near(self.at(x, y), LIGHT))
            .expect("no light square in the screenshot")
    }

    /// Whether a white pixel (a White piece's letter) lies within 12 px of (x, y).
    pub fn white_near(&self, x: u32, y: u32) -> bool {
        (y - 12..=y + 12)
            .flat_map(|y| (x - 12..=x + 12).map(move |x| (x, y)))
            .any(|(x, y)| self.at(x, y).iter().all(|&c| c > 240))
    }

    /// Whether a pixel as dark as a letter lies within 12 px of (x, y).
    pub fn ink_near(&self, x: u32, y: u32) -> bool {
        (y - 12..=y + 12)
            .flat_map(|y| (x - 12..=x + 12).map(move |x| (x, y)))
            .any(|(x, y)| self.at(x, y).iter().all(|&c| c < 90))
    }
}

pub fn near(a: [u8; 3], b: [u8; 3]) -> bool {
    a.iter().zip(b).all(|(&a, b)| a.abs_diff(b) <= 6)
}
