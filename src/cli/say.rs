//! Printing to stdout without panicking when it is closed (`arbiter game list |
//! head -n 1`): `say!` is `println!`, `say_raw!` is `print!`, and both drop the
//! error of a closed pipe. Declared first in the floor, so every module may use
//! them.

/// `println!` that ignores a closed stdout (`arbiter game new | head -n 1`) instead
/// of panicking.
macro_rules! say {
    () => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout());
    }};
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($arg)*);
    }};
}

/// `print!` that ignores a closed stdout.
macro_rules! say_raw {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stdout(), $($arg)*);
    }};
}
