//! What the judged binaries share for reading and checking their input.
//!
//! Every binary reads stdin with proconio's `input!` from a [`ChunkSource`]:
//!
//! ```no_run
//! use grundy::input::{ensure_end, install_error_hook, stdin_source};
//! use proconio::input;
//! use proconio::source::Source; // for source.next_token()
//!
//! install_error_hook();
//! let mut source = stdin_source();
//! input! { from &mut source, n: usize, a: [u64; n] }
//! ensure_end(source.next_token());
//! ```
//!
//! [`ChunkSource`] implements proconio's `Source` trait, so `input!` and
//! proconio's types still do the parsing. It reads stdin in chunks of
//! [`CHUNK`] bytes and splits on ASCII whitespace, so the input is never held
//! whole in memory and a binary can consume it as it goes. proconio's own
//! `OnceSource` reads all of stdin into one `String` first and splits it on
//! *Unicode* whitespace (twice the instructions); its `LineSource`, which
//! plain `input!` uses in proconio 0.5.0 even in release builds, costs a
//! `read_line` and a `String` per line. The price of reading in chunks: a case
//! typed by hand answers once its last token is followed by whitespace or
//! end-of-file (Ctrl-D).
//!
//! For hot loops over hundreds of thousands of values, [`ChunkSource::next_u64`]
//! and [`ChunkSource::next_char`] read one token each without proconio: a
//! plain run of digits is converted straight from the buffer, eight digits
//! per 64-bit word, and a one-byte token is taken as it is; anything else
//! (a sign, a long number, a bad token, the last bytes of a chunk) goes
//! through `str::parse` as `input!` would, with the same error lines. `p16880`
//! reads its 600,000 coordinates this way (`docs/benchmarks.md`).
//!
//! Every binary follows one rule for bad input: a malformed or truncated
//! input, or a value outside the problem's bounds, ends the process with a
//! non-zero exit status, one line on stderr saying what was wrong, and nothing
//! on stdout.
//!
//! The mechanism is a panic: proconio panics on a token it cannot parse or on
//! the end of input, [`ChunkSource`] on bytes that are not UTF-8, and
//! [`check_range`] / [`ensure`] on a value outside the bounds.
//! [`install_error_hook`], called first thing in `main`, turns any panic
//! message into that one line (`error: ...`), and the panic's unwinding gives
//! exit status 101. Binaries print their answer only after all input is read
//! and checked, so stdout stays empty on error.

use std::fmt::Display;
use std::io::{BufRead, ErrorKind, Read, StdinLock, Write};

use proconio::source::Source;

/// How many bytes [`ChunkSource`] asks the reader for at a time (64 KiB).
pub const CHUNK: usize = 1 << 16;

/// The longest part of an input token an error message shows, in bytes;
/// longer tokens are cut there and end with `...`.
pub const SHOWN: usize = 40;

/// A proconio `Source` that reads in chunks and splits on ASCII whitespace
/// (space, `\t`, `\n`, `\r`, form feed and vertical tab).
///
/// After each read, the bytes up to the last whitespace are checked to be
/// UTF-8 once, as a whole, and become the text tokens are cut from; the bytes
/// after it (the start of a token) wait for the next read. So every token
/// handed to proconio is one contiguous `&str`, and a token longer than a
/// chunk just makes the buffer grow until it ends. Bytes that are not UTF-8
/// panic with `the input is not UTF-8 text` when their chunk is read.
///
/// Binaries get one from [`stdin_source`]; tests build one over any reader
/// with [`ChunkSource::new`] or [`ChunkSource::with_chunk_size`].
///
/// # Panics
/// [`Source::next_token`] panics when the reader fails (other than
/// `Interrupted`) or the input is not UTF-8.
///
/// # Example
/// ```
/// use grundy::input::ChunkSource;
/// use proconio::input;
/// use proconio::source::Source;
/// let mut source = ChunkSource::new("3\r\n10 20\t30\n".as_bytes());
/// input! { from &mut source, n: usize, a: [u64; n] }
/// assert_eq!(a, [10, 20, 30]);
/// assert_eq!(source.next_token(), None);
/// ```
pub struct ChunkSource<R> {
    reader: R,
    /// The checked text; the unread part is `text[pos..]`. It ends with
    /// whitespace or with the input.
    text: String,
    pos: usize,
    /// Bytes read after the last whitespace, not yet part of `text`.
    rest: Vec<u8>,
    /// The reader has reported end of input.
    eof: bool,
    chunk: usize,
}

/// A [`ChunkSource`] over stdin: what every binary reads with.
///
/// # Example
/// ```no_run
/// use proconio::input;
/// let mut source = grundy::input::stdin_source();
/// input! { from &mut source, n: usize }
/// ```
pub fn stdin_source() -> ChunkSource<StdinLock<'static>> {
    ChunkSource::new(std::io::stdin().lock())
}

impl<R: Read> ChunkSource<R> {
    /// A source reading `reader` [`CHUNK`] bytes at a time.
    ///
    /// # Example
    /// ```
    /// use grundy::input::ChunkSource;
    /// use proconio::source::Source;
    /// let mut source = ChunkSource::new(&b" a  bc "[..]);
    /// assert_eq!(source.next_token(), Some("a"));
    /// assert_eq!(source.next_token(), Some("bc"));
    /// assert_eq!(source.next_token(), None);
    /// ```
    pub fn new(reader: R) -> Self {
        Self::with_chunk_size(reader, CHUNK)
    }

    /// A source reading `reader` `chunk` bytes at a time (at least 1, at
    /// most 2^24: a larger buffer would read the same tokens, and `usize::MAX`
    /// could not be had); small chunks let tests put tokens across chunk
    /// boundaries.
    ///
    /// # Example
    /// ```
    /// use grundy::input::ChunkSource;
    /// use proconio::source::Source;
    /// // A 3-byte chunk: "12345" arrives in two reads and is one token.
    /// let mut source = ChunkSource::with_chunk_size(&b"12345 6"[..], 3);
    /// assert_eq!(source.next_token(), Some("12345"));
    /// assert_eq!(source.next_token(), Some("6"));
    /// ```
    pub fn with_chunk_size(reader: R, chunk: usize) -> Self {
        let chunk = chunk.clamp(1, 1 << 24);
        ChunkSource {
            reader,
            text: String::with_capacity(chunk),
            pos: 0,
            rest: Vec::new(),
            eof: false,
            chunk,
        }
    }

    /// Replaces the used-up `text` with the next checked text: the waiting
    /// bytes and newly read ones, up to the last whitespace (to the end at
    /// end of input). Returns false when the input holds no more bytes.
    fn refill(&mut self) -> bool {
        let mut bytes = std::mem::take(&mut self.text).into_bytes();
        bytes.clear();
        bytes.append(&mut self.rest);
        let mut checked = bytes.len(); // bytes[..checked] holds no whitespace
        loop {
            if self.eof {
                break;
            }
            let old = bytes.len();
            bytes.resize(old + self.chunk, 0);
            let read = loop {
                match self.reader.read(&mut bytes[old..]) {
                    Ok(read) => break read,
                    Err(e) if e.kind() == ErrorKind::Interrupted => {}
                    Err(e) => panic!("could not read the input: {}", e),
                }
            };
            bytes.truncate(old + read);
            if read == 0 {
                self.eof = true;
                break;
            }
            if let Some(last) = bytes[checked..].iter().rposition(|&b| is_space(b)) {
                self.rest.extend_from_slice(&bytes[checked + last + 1..]);
                bytes.truncate(checked + last + 1);
                break;
            }
            checked = bytes.len();
        }
        self.pos = 0;
        self.text = match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(_) => panic!("the input is not UTF-8 text"),
        };
        !self.text.is_empty()
    }

    /// Skips whitespace; false if the input holds no more token.
    #[inline(always)]
    fn skip_space(&mut self) -> bool {
        let bytes = self.text.as_bytes();
        while self.pos < bytes.len() {
            if !is_space(bytes[self.pos]) {
                return true;
            }
            self.pos += 1;
        }
        self.skip_space_refilling()
    }

    /// [`Self::skip_space`] once the text is used up: out of the hot path.
    #[cold]
    #[inline(never)]
    fn skip_space_refilling(&mut self) -> bool {
        while self.refill() {
            let bytes = self.text.as_bytes();
            while self.pos < bytes.len() {
                if !is_space(bytes[self.pos]) {
                    return true;
                }
                self.pos += 1;
            }
        }
        false
    }
}

impl<R: Read> ChunkSource<R> {
    /// The next token, or `None` at the end of the input: what
    /// [`Source::next_token`] returns.
    #[inline]
    fn token(&mut self) -> Option<&str> {
        if !self.skip_space() {
            return None;
        }
        let bytes = self.text.as_bytes();
        let start = self.pos;
        let mut stop = start + 1;
        // The text ends with whitespace or the input: the token ends by then.
        // Eight bytes at a time: the lowest byte below 0x21 of a word is
        // found exactly (`w - 0x21..21 & !w & 0x80..80`; bytes above it may
        // be flagged wrongly, never below), then checked to be whitespace
        // rather than another control character.
        while let Some(eight) = bytes.get(stop..stop + 8) {
            let w = u64::from_le_bytes(word(eight));
            let low = w.wrapping_sub(0x2121_2121_2121_2121) & !w & 0x8080_8080_8080_8080;
            if low == 0 {
                stop += 8;
                continue;
            }
            stop += (low.trailing_zeros() / 8) as usize;
            if is_space(bytes[stop]) {
                self.pos = stop;
                return Some(&self.text[start..stop]);
            }
            stop += 1;
        }
        while stop < bytes.len() && !is_space(bytes[stop]) {
            stop += 1;
        }
        self.pos = stop;
        Some(&self.text[start..stop])
    }

    /// The next token as a `u64`, as `input! { from &mut source, v: u64 }`
    /// reads it (`str::parse`: decimal digits, an optional leading `+`), but
    /// a plain run of up to 15 digits is read straight from the buffer,
    /// eight digits at a time, instead of through proconio and `str::parse`:
    /// for hot loops over many numbers. Any other token, and the last bytes
    /// of each chunk, go through `str::parse`.
    ///
    /// # Panics
    /// With `the input ended early` when no token is left, and with
    /// ``expected u64, found `<token>` `` when the token is not a `u64`: the
    /// lines [`install_error_hook`] prints for the same failures of `input!`.
    ///
    /// # Complexity
    /// O(length of the token and the whitespace before it).
    ///
    /// # Example
    /// ```
    /// use grundy::input::ChunkSource;
    /// let mut source = ChunkSource::new(&b"  999999999\n+7 0018446744073709551615 x"[..]);
    /// assert_eq!(source.next_u64(), 999_999_999);
    /// assert_eq!(source.next_u64(), 7);
    /// assert_eq!(source.next_u64(), u64::MAX);
    /// assert!(std::panic::catch_unwind(move || source.next_u64()).is_err());
    /// ```
    #[inline(always)]
    pub fn next_u64(&mut self) -> u64 {
        if self.skip_space() {
            let pos = self.pos;
            if let Some(sixteen) = self.text.as_bytes().get(pos..pos + 16) {
                if let Some((value, len)) = leading_u64(sixteen) {
                    self.pos = pos + len;
                    return value;
                }
            }
        }
        self.next_u64_token()
    }

    /// [`Self::next_u64`] for any token that is not plain digits: out of
    /// the hot path.
    #[cold]
    #[inline(never)]
    fn next_u64_token(&mut self) -> u64 {
        match self.token() {
            None => panic!("the input ended early"),
            Some(token) => match token.parse() {
                Ok(value) => value,
                Err(_) => panic!("expected u64, found `{}`", shown(token)),
            },
        }
    }

    /// The next token as a `char`, as `input! { from &mut source, c: char }`
    /// reads it (a token of exactly one character), with a one-byte token
    /// read straight from the buffer.
    ///
    /// # Panics
    /// With `the input ended early` when no token is left, and with
    /// ``expected char, found `<token>` `` when the token is longer than one
    /// character: the lines [`install_error_hook`] prints for the same
    /// failures of `input!`.
    ///
    /// # Complexity
    /// O(length of the token and the whitespace before it).
    ///
    /// # Example
    /// ```
    /// use grundy::input::ChunkSource;
    /// let mut source = ChunkSource::new("R\n\u{e9} RB".as_bytes());
    /// assert_eq!(source.next_char(), 'R');
    /// assert_eq!(source.next_char(), '\u{e9}');
    /// assert!(std::panic::catch_unwind(move || source.next_char()).is_err());
    /// ```
    #[inline(always)]
    pub fn next_char(&mut self) -> char {
        if self.skip_space() {
            let bytes = &self.text.as_bytes()[self.pos..];
            // The text ends with whitespace or the input: a byte after the
            // token's first one is in `bytes` or the input has ended.
            if bytes[0] < 0x80 && bytes.get(1).map_or(true, |&b| is_space(b)) {
                self.pos += 1;
                return char::from(bytes[0]);
            }
        }
        self.next_char_token()
    }

    /// [`Self::next_char`] for any token that is not one ASCII byte: out of
    /// the hot path.
    #[cold]
    #[inline(never)]
    fn next_char_token(&mut self) -> char {
        match self.token() {
            None => panic!("the input ended early"),
            Some(token) => match token.parse() {
                Ok(value) => value,
                Err(_) => panic!("expected char, found `{}`", shown(token)),
            },
        }
    }
}

impl<R: BufRead> Source<R> for ChunkSource<R> {
    #[inline]
    fn next_token(&mut self) -> Option<&str> {
        self.token()
    }

    fn is_empty(&mut self) -> bool {
        !self.skip_space()
    }
}

/// The first eight bytes of `bytes` (at least eight) as an array.
#[inline]
fn word(bytes: &[u8]) -> [u8; 8] {
    // TryFrom by its path: not in the 2015 and 2018 preludes (bundles).
    std::convert::TryFrom::try_from(&bytes[..8]).expect("8 bytes")
}

/// If `sixteen` (16 bytes) starts with 1 to 15 decimal digits followed by
/// whitespace, their value and how many there are; `None` otherwise (the
/// token is then left to `str::parse`).
///
/// It reads two 8-byte words: a digit byte XOR `'0'` is its value, below
/// 10, and adding 0x76 to a byte sets its high bit iff it is 10 or more, so
/// the lowest byte of a word that is not a digit is found exactly (carries
/// go only toward higher bytes, which are not looked at). Each word's
/// digits are combined in three multiplications ([`eight_digits`]).
#[inline(always)]
fn leading_u64(sixteen: &[u8]) -> Option<(u64, usize)> {
    const ZEROS: u64 = 0x3030_3030_3030_3030;
    const POW10: [u64; 8] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000];
    let not_digits = |t: u64| (t.wrapping_add(0x7676_7676_7676_7676) | t) & 0x8080_8080_8080_8080;
    let lo = u64::from_le_bytes(word(sixteen)) ^ ZEROS;
    let stop_lo = not_digits(lo);
    let (value, len) = if stop_lo != 0 {
        let len = (stop_lo.trailing_zeros() / 8) as usize;
        if len == 0 {
            return None;
        }
        // The digits to the top bytes, lower bytes zero (leading zeros).
        (eight_digits(lo << (64 - 8 * len)), len)
    } else {
        let hi = u64::from_le_bytes(word(&sixteen[8..])) ^ ZEROS;
        let stop_hi = not_digits(hi);
        if stop_hi == 0 {
            return None;
        }
        let len = (stop_hi.trailing_zeros() / 8) as usize;
        // `<< 1 << (63 - 8 len)` is `<< (64 - 8 len)`, and 0 for len = 0.
        let high = eight_digits(hi << 1 << (63 - 8 * len));
        (eight_digits(lo) * POW10[len] + high, 8 + len)
    };
    // The token must end after the digits.
    if is_space(sixteen[len]) {
        Some((value, len))
    } else {
        None
    }
}

/// The number whose eight decimal digits are the bytes of `t`, the lowest
/// byte the most significant digit (each byte 0 to 9): pairs of digits
/// (`10 a + b` in every other byte), then the four pairs in two
/// multiplications of two lanes each (D. Lemire, "Faster parsing of
/// integers", 2018).
#[inline]
fn eight_digits(t: u64) -> u64 {
    const PAIRS: u64 = 0x0000_00ff_0000_00ff;
    let t = t.wrapping_mul(10).wrapping_add(t >> 8);
    let a = (t & PAIRS).wrapping_mul(100 + (1_000_000 << 32));
    let b = ((t >> 16) & PAIRS).wrapping_mul(1 + (10_000 << 32));
    a.wrapping_add(b) >> 32
}

/// Whether `b` separates tokens: the ASCII characters that are Unicode
/// whitespace (what `str::split_whitespace` splits on within ASCII).
#[inline]
fn is_space(b: u8) -> bool {
    // Bits 9 to 13 (\t \n vertical tab, form feed, \r) and 32 (space).
    const SPACES: u64 = 0x1_0000_3e00;
    b <= b' ' && SPACES >> b & 1 == 1
}

/// `token` as an error message shows it: whole if it has at most [`SHOWN`]
/// bytes, else its first [`SHOWN`] bytes (fewer if a character would be
/// split) and `...`, so a huge bad token gives a short line.
///
/// # Example
/// ```
/// use grundy::input::shown;
/// assert_eq!(shown("abc"), "abc");
/// assert_eq!(shown(&"9".repeat(1000)), format!("{}...", "9".repeat(40)));
/// ```
pub fn shown(token: &str) -> String {
    if token.len() <= SHOWN {
        return token.to_string();
    }
    let mut cut = SHOWN;
    while !token.is_char_boundary(cut) {
        cut -= 1;
    }
    format!("{}...", &token[..cut])
}

/// Replaces the default panic report with one line `error: <what was wrong>`.
///
/// proconio's input failures are reworded for the user: a token that does
/// not parse becomes ``error: expected <type>, found `<token>` ``, the end of
/// input becomes `error: the input ended early`, and bytes that are not UTF-8
/// become `error: the input is not UTF-8 text`. When stderr cannot be
/// written, the line is lost but the exit status is still non-zero (101).
///
/// # Example
/// ```
/// grundy::input::install_error_hook();
/// // From here on, a panic prints one line such as:
/// // error: N = 0 is outside 1..=100
/// # let _ = std::panic::take_hook();
/// ```
pub fn install_error_hook() {
    std::panic::set_hook(Box::new(|info| {
        let payload = info.payload();
        let message = if let Some(s) = payload.downcast_ref::<&str>() {
            s.to_string()
        } else if let Some(s) = payload.downcast_ref::<String>() {
            s.clone()
        } else {
            "internal error".to_string()
        };
        // Not `eprintln!`: it panics when stderr cannot be written (a full
        // disk), and a panic inside the panic hook aborts with SIGABRT. The
        // exit status (101, from the unwinding) still says the run failed.
        let _ = writeln!(std::io::stderr(), "error: {}", describe(&message));
    }));
}

/// The one-line wording of a panic message: proconio's input failures
/// reworded, anything else as it is with its line breaks folded.
fn describe(message: &str) -> String {
    let one_line = message.split_whitespace().collect::<Vec<_>>().join(" ");
    if one_line.starts_with("failed to get the next token") {
        return "the input ended early".to_string();
    }
    // proconio's OnceSource reading bytes that are not UTF-8.
    if one_line.contains("did not contain valid UTF-8") {
        return "the input is not UTF-8 text".to_string();
    }
    // proconio: "failed to parse the input `TOKEN` to the value of type `TYPE`: ..."
    if let Some(rest) = one_line.strip_prefix("failed to parse the input `") {
        if let Some((token, rest)) = rest.split_once("` to the value of type `") {
            if let Some((ty, _)) = rest.split_once('`') {
                let ty = ty.rsplit("::").next().unwrap_or(ty);
                return format!("expected {}, found `{}`", ty, shown(token));
            }
        }
    }
    one_line
}

/// Returns `value` if it lies in `lo..=hi`; otherwise panics with
/// `<name> = <value> is outside <lo>..=<hi>`.
///
/// # Panics
/// When `value` is outside the range (that panic is the error report),
/// including a value that compares with neither bound (a float NaN), and
/// every value when `lo > hi`.
///
/// # Example
/// ```
/// use grundy::input::check_range;
/// let n = check_range("N", 5u64, 1, 1000);
/// assert_eq!(n, 5);
/// assert!(std::panic::catch_unwind(|| check_range("N", 0u64, 1, 1000)).is_err());
/// ```
#[inline]
pub fn check_range<T: PartialOrd + Display>(name: &str, value: T, lo: T, hi: T) -> T {
    // Written so that a value comparable with neither bound (a float NaN)
    // is outside, not inside.
    if !(lo <= value && value <= hi) {
        out_of_range(name, &value, &lo, &hi);
    }
    value
}

/// The panic of [`check_range`], out of line: in a hot loop the check is a
/// comparison and a branch, with nothing kept ready for the message.
#[cold]
#[inline(never)]
fn out_of_range(name: &str, value: &dyn Display, lo: &dyn Display, hi: &dyn Display) -> ! {
    panic!("{} = {} is outside {}..={}", name, value, lo, hi);
}

/// Checks every value of a list against `lo..=hi`; the first one outside
/// panics with `<name>_<i> = <value> is outside <lo>..=<hi>`, `i` counted
/// from 1 as in problem statements.
///
/// # Panics
/// When a value is outside the range (that panic is the error report).
///
/// # Complexity
/// O(values.len()); nothing is allocated unless a value is out of range.
///
/// # Example
/// ```
/// use grundy::input::check_all;
/// check_all("P", &[1u64, 5, 7], 1, 10);
/// let err = std::panic::catch_unwind(|| check_all("P", &[1u64, 0], 1, 10));
/// assert!(err.is_err()); // "P_2 = 0 is outside 1..=10"
/// ```
pub fn check_all<T: PartialOrd + Display + Copy>(name: &str, values: &[T], lo: T, hi: T) {
    for (i, &v) in values.iter().enumerate() {
        check_nth(name, i, v, lo, hi);
    }
}

/// Returns `value`, the value at index `i` (from 0) of a list called `name`,
/// if it lies in `lo..=hi`; otherwise panics as [`check_all`] does, with
/// `<name>_<i + 1> = <value> is outside <lo>..=<hi>`. For lists checked as
/// they are read, one value at a time.
///
/// # Panics
/// When `value` is outside the range (that panic is the error report).
///
/// # Complexity
/// O(1); nothing is allocated unless the value is out of range.
///
/// # Example
/// ```
/// use grundy::input::check_nth;
/// assert_eq!(check_nth("A", 0, 5u64, 2, 10), 5);
/// let err = std::panic::catch_unwind(|| check_nth("A", 2, 1u64, 2, 10));
/// assert!(err.is_err()); // "A_3 = 1 is outside 2..=10"
/// ```
pub fn check_nth<T: PartialOrd + Display>(name: &str, i: usize, value: T, lo: T, hi: T) -> T {
    if !(lo <= value && value <= hi) {
        // i + 1 in u128: the index usize::MAX is the 2^64-th value.
        check_range(&format!("{}_{}", name, i as u128 + 1), value, lo, hi)
    } else {
        value
    }
}

/// Panics unless the input is used up: `next_token` is what the input holds
/// after the last value the problem announces (proconio's
/// `source.next_token()`), and anything there means the input is malformed,
/// e.g. more piles than `N` says.
///
/// # Panics
/// With ``unexpected `<token>` after the last value`` when a token is left.
///
/// # Example
/// ```
/// use grundy::input::ensure_end;
/// ensure_end(None);
/// assert!(std::panic::catch_unwind(|| ensure_end(Some("7"))).is_err());
/// ```
pub fn ensure_end(next_token: Option<&str>) {
    if let Some(token) = next_token {
        panic!("unexpected `{}` after the last value", shown(token));
    }
}

/// Panics with `message` unless `condition` holds.
///
/// For input rules that are not a simple range, such as "N and M are not both 1".
///
/// # Panics
/// When `condition` is false (that panic is the error report).
///
/// # Example
/// ```
/// use grundy::input::ensure;
/// ensure(3 != 1, "N and M are both 1");
/// assert!(std::panic::catch_unwind(|| ensure(false, "bad")).is_err());
/// ```
pub fn ensure(condition: bool, message: &str) {
    if !condition {
        panic!("{}", message);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// A reader that hands out at most `step` bytes per `read`, as a pipe may.
    struct Trickle<'a> {
        bytes: &'a [u8],
        step: usize,
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
            let n = self.step.min(out.len()).min(self.bytes.len());
            out[..n].copy_from_slice(&self.bytes[..n]);
            self.bytes = &self.bytes[n..];
            Ok(n)
        }
    }

    impl BufRead for Trickle<'_> {
        fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
            Ok(self.bytes)
        }
        fn consume(&mut self, amount: usize) {
            self.bytes = &self.bytes[amount..];
        }
    }

    /// Every token of `bytes` read with chunks of `chunk` bytes, reads of at
    /// most `step` bytes.
    fn tokens(bytes: &[u8], chunk: usize, step: usize) -> Vec<String> {
        let mut source = ChunkSource::with_chunk_size(Trickle { bytes, step }, chunk);
        let mut out = Vec::new();
        while let Some(token) = source.next_token() {
            out.push(token.to_string());
        }
        assert!(source.is_empty());
        assert_eq!(source.next_token(), None, "end of input stays the end");
        out
    }

    #[test]
    fn splits_like_split_whitespace_across_chunk_boundaries() {
        // Only ASCII whitespace separates; on these characters that is what
        // str::split_whitespace (OnceSource) does.
        // Control characters and `!` sit next to whitespace in the byte
        // order (the 8-byte scan tells them apart); some tokens are long.
        let alphabet = [
            "1",
            "23",
            "x",
            "123456789",
            " ",
            "\n",
            "\r\n",
            "\t",
            "\u{b}",
            "\u{c}",
            "\u{1}",
            "\u{1f}",
            "!",
            "\u{7f}",
            "\u{e9}",
            "\u{20ac}",
        ];
        let mut rng = StdRng::seed_from_u64(10);
        for case in 0..3000 {
            let len = rng.random_range(0..60);
            let text: String = (0..len)
                .map(|_| alphabet[rng.random_range(0..alphabet.len())])
                .collect();
            let expected: Vec<String> = text.split_whitespace().map(str::to_string).collect();
            let chunk = rng.random_range(1..=9);
            let step = rng.random_range(1..=12);
            assert_eq!(
                tokens(text.as_bytes(), chunk, step),
                expected,
                "case {case}: {text:?}, chunk {chunk}, step {step}"
            );
        }
    }

    /// What `input!` makes of one token read as `T`: the value, or the
    /// line [`install_error_hook`] prints.
    fn parsed<T: std::str::FromStr>(token: &str, ty: &str) -> Result<T, String> {
        token
            .parse()
            .map_err(|_| format!("expected {}, found `{}`", ty, shown(token)))
    }

    /// The payload of a panic as a string.
    fn message(err: Box<dyn std::any::Any + Send>) -> String {
        match err.downcast::<String>() {
            Ok(s) => *s,
            Err(err) => err.downcast_ref::<&str>().unwrap().to_string(),
        }
    }

    /// Random tokens that are, or nearly are, unsigned numbers.
    fn number_like(rng: &mut StdRng) -> String {
        let digits: String = (0..rng.random_range(0..=22))
            .map(|_| char::from(b'0' + rng.random_range(0..10)))
            .collect();
        match rng.random_range(0..12) {
            0 => format!("+{digits}"),
            1 => format!("-{digits}"),
            2 => format!("{digits}x"),
            3 => format!("{digits}/"),
            4 => format!("{digits}:"),
            5 => format!("{digits}\u{e9}"),
            6 => u64::MAX.to_string(),
            7 => (u128::from(u64::MAX) + 1).to_string(),
            8 if digits.is_empty() => "R".to_string(),
            _ if digits.is_empty() => "0".to_string(),
            _ => digits,
        }
    }

    #[test]
    fn next_u64_reads_as_str_parse_does() {
        let mut rng = StdRng::seed_from_u64(16880);
        let spaces = [" ", "\n", "\r\n", "\t", "  "];
        for case in 0..4000 {
            let tokens: Vec<String> = (0..rng.random_range(1..12))
                .map(|_| number_like(&mut rng))
                .collect();
            let mut text = String::new();
            for t in &tokens {
                text.push_str(spaces[rng.random_range(0..spaces.len())]);
                text.push_str(t);
            }
            if rng.random_range(0..2) == 0 {
                text.push('\n');
            }
            // Small chunks put tokens near the end of the text, where fewer
            // than 16 bytes are left.
            let chunk = [1, 3, 7, 16, 17, 40, CHUNK][rng.random_range(0..7)];
            let mut source = ChunkSource::with_chunk_size(
                Trickle {
                    bytes: text.as_bytes(),
                    step: 5,
                },
                chunk,
            );
            for (i, t) in tokens.iter().enumerate() {
                let want = parsed::<u64>(t, "u64");
                let got =
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| source.next_u64()))
                        .map_err(message);
                assert_eq!(
                    got, want,
                    "case {case}, token {i} `{t}`, chunk {chunk}: {text:?}"
                );
                if got.is_err() {
                    break;
                }
                if i + 1 == tokens.len() {
                    let end = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        source.next_u64()
                    }))
                    .map_err(message);
                    assert_eq!(end, Err("the input ended early".to_string()));
                }
            }
        }
    }

    #[test]
    fn next_u64_fast_path_edges() {
        for (text, want) in [
            ("0 ", 0),
            ("7", 7),
            ("12345678 ", 12_345_678),
            ("123456789 ", 123_456_789),
            ("999999999\n1 2 3 4 5 6 7", 999_999_999),
            ("000000000000000000000000042 ", 42),
            ("123456789012345 ", 123_456_789_012_345),
            ("1234567890123456 ", 1_234_567_890_123_456),
            ("18446744073709551615 ", u64::MAX),
            ("00000001\t", 1),
        ] {
            let mut source = ChunkSource::new(text.as_bytes());
            assert_eq!(source.next_u64(), want, "{text:?}");
        }
        // Every length of digits, with and without 16 bytes after it.
        for len in 1..=19 {
            let digits: String = (0..len).map(|i| char::from(b'1' + (i % 9) as u8)).collect();
            let want: u64 = digits.parse().unwrap();
            for tail in ["", " ", "                  9"] {
                let text = format!("{digits}{tail}");
                let mut source = ChunkSource::new(text.as_bytes());
                assert_eq!(source.next_u64(), want, "{text:?}");
            }
        }
    }

    #[test]
    fn next_char_reads_as_input_does() {
        let mut rng = StdRng::seed_from_u64(16881);
        let pool = [
            "R", "b", "7", "\u{e9}", "\u{20ac}", "RB", "\u{7f}", "!", "xyz",
        ];
        for case in 0..2000 {
            let tokens: Vec<&str> = (0..rng.random_range(1..8))
                .map(|_| pool[rng.random_range(0..pool.len())])
                .collect();
            let text = tokens.join(if case % 2 == 0 { " " } else { "\r\n" });
            let chunk = rng.random_range(1..6);
            let mut source = ChunkSource::with_chunk_size(text.as_bytes(), chunk);
            for t in &tokens {
                let want = parsed::<char>(t, "char");
                let got =
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| source.next_char()))
                        .map_err(message);
                assert_eq!(got, want, "case {case}, token `{t}`: {text:?}");
                if got.is_err() {
                    break;
                }
            }
        }
        let mut source = ChunkSource::new(&b" \n"[..]);
        let end = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| source.next_char()));
        assert_eq!(
            end.map_err(message),
            Err("the input ended early".to_string())
        );
    }

    #[test]
    fn eight_digits_of_every_digit_in_every_place() {
        let mut rng = StdRng::seed_from_u64(8);
        for _ in 0..100_000 {
            let value: u64 = rng.random_range(0..100_000_000);
            let text = format!("{value:08}");
            let t = u64::from_le_bytes(word(text.as_bytes())) ^ 0x3030_3030_3030_3030;
            assert_eq!(eight_digits(t), value, "{text}");
        }
        for place in 0..8 {
            for d in 0..10u64 {
                let value = d * 10u64.pow(7 - place);
                let text = format!("{value:08}");
                let t = u64::from_le_bytes(word(text.as_bytes())) ^ 0x3030_3030_3030_3030;
                assert_eq!(eight_digits(t), value, "{text}");
            }
        }
    }

    #[test]
    fn handles_crlf_tabs_and_empty_input() {
        assert_eq!(tokens(b"2\r\n5 7\r\n", 4, 100), ["2", "5", "7"]);
        assert_eq!(tokens(b"\t1\t\t2\t", 1, 1), ["1", "2"]);
        assert!(tokens(b"", 4, 4).is_empty());
        assert!(tokens(b" \r\n\t \n", 2, 3).is_empty());
        // No whitespace at the end: the last token ends with the input.
        assert_eq!(tokens(b"8 9", 2, 2), ["8", "9"]);
    }

    #[test]
    fn a_token_longer_than_a_chunk_is_one_token() {
        let long = "7".repeat(1000);
        let text = format!("1 {long} 2 {long}");
        for (chunk, step) in [
            (1, 1),
            (3, 2),
            (64, 1000),
            (999, 7),
            (1000, 1000),
            (1001, 3),
        ] {
            assert_eq!(
                tokens(text.as_bytes(), chunk, step),
                ["1", &long, "2", &long]
            );
        }
        let mut source = ChunkSource::with_chunk_size(text.as_bytes(), 8);
        source.next_token();
        source.next_token();
        assert!(source.text.len() >= 1000, "the text grew to hold the token");
    }

    #[test]
    fn is_empty_does_not_consume() {
        let mut source = ChunkSource::with_chunk_size(&b"  4 \n"[..], 2);
        assert!(!source.is_empty());
        assert!(!source.is_empty());
        assert_eq!(source.next_token(), Some("4"));
        assert!(source.is_empty());
    }

    #[test]
    fn parses_with_proconio() {
        let text = "3\r\n1 2 R\n3 4 K\n999999999 0 P\nWhiteking";
        let mut source = ChunkSource::with_chunk_size(text.as_bytes(), 5);
        proconio::input! { from &mut source, n: usize, pieces: [(u64, u64, char); n], who: String }
        assert_eq!(pieces, [(1, 2, 'R'), (3, 4, 'K'), (999_999_999, 0, 'P')]);
        assert_eq!(who, "Whiteking");
        assert_eq!(source.next_token(), None);
    }

    #[test]
    fn non_utf8_bytes_panic_with_the_one_line() {
        let bytes = b"1 \xff\xfe 2";
        let mut source = ChunkSource::with_chunk_size(&bytes[..], 2);
        assert_eq!(source.next_token(), Some("1"));
        let err = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            source.next_token().map(str::to_string)
        }))
        .unwrap_err();
        let message = err
            .downcast_ref::<&str>()
            .copied()
            .or(err.downcast_ref::<String>().map(String::as_str));
        assert_eq!(describe(message.unwrap()), "the input is not UTF-8 text");
        // A character whose bytes arrive in two reads is still UTF-8.
        assert_eq!(
            tokens("a\u{20ac}b \u{e9}".as_bytes(), 1, 1),
            ["a\u{20ac}b", "\u{e9}"]
        );
    }

    #[test]
    fn non_ascii_whitespace_is_part_of_a_token() {
        // Unlike OnceSource: U+00A0 (no-break space) does not separate, and
        // proconio then reports the token as not a number.
        assert_eq!(tokens("1\u{a0}2".as_bytes(), 3, 3), ["1\u{a0}2"]);
    }

    #[test]
    fn long_bad_tokens_are_cut() {
        let token = "x".repeat(100_000);
        let message = format!(
            "failed to parse the input `{token}` to the value of type `u64`: ParseIntError {{ kind: InvalidDigit }}; ensure that..."
        );
        assert_eq!(
            describe(&message),
            format!("expected u64, found `{}...`", "x".repeat(SHOWN))
        );
        // Never inside a character.
        assert_eq!(
            shown(&"\u{e9}".repeat(30)),
            format!("{}...", "\u{e9}".repeat(20))
        );
        assert_eq!(shown(&"a\u{e9}".repeat(20)), "a\u{e9}".repeat(13) + "a...");
        let exact = "y".repeat(SHOWN);
        assert_eq!(shown(&exact), exact);
        let left = std::panic::catch_unwind(|| ensure_end(Some(&token))).unwrap_err();
        let left = left.downcast_ref::<String>().unwrap();
        assert_eq!(
            *left,
            format!("unexpected `{}...` after the last value", "x".repeat(SHOWN))
        );
    }

    #[test]
    fn rewords_proconio_failures() {
        assert_eq!(
            describe("failed to get the next token; maybe reader reached an end of input. ensure that arguments for `input!` macro is correctly specified to match the problem input."),
            "the input ended early"
        );
        assert_eq!(
            describe("failed to parse the input `abc` to the value of type `u64`: ParseIntError { kind: InvalidDigit }; ensure that the input format is collectly specified and that the input value must not be read in another way"),
            "expected u64, found `abc`"
        );
        assert_eq!(
            describe("failed to read from source; maybe an IO error.: Error { kind: InvalidData, message: \"stream did not contain valid UTF-8\" }"),
            "the input is not UTF-8 text"
        );
        assert_eq!(describe("two\nlines"), "two lines");
    }

    #[test]
    fn check_range_accepts_both_ends() {
        assert_eq!(check_range("x", 1, 1, 3), 1);
        assert_eq!(check_range("x", 3, 1, 3), 3);
    }

    #[test]
    #[should_panic(expected = "x = 4 is outside 1..=3")]
    fn check_range_rejects_above() {
        check_range("x", 4, 1, 3);
    }

    #[test]
    #[should_panic(expected = "P_3 = 11 is outside 1..=10")]
    fn check_all_names_the_first_bad_value() {
        check_all("P", &[1, 10, 11, 0], 1, 10);
    }

    #[test]
    #[should_panic(expected = "A_7 = 1 is outside 2..=9")]
    fn check_nth_counts_from_one() {
        assert_eq!(check_nth("A", 5, 9, 2, 9), 9);
        check_nth("A", 6, 1, 2, 9);
    }

    #[test]
    #[should_panic(expected = "unexpected `3` after the last value")]
    fn ensure_end_names_the_extra_token() {
        ensure_end(Some("3"));
    }

    #[test]
    #[should_panic(expected = "x = 0 is outside 1..=3")]
    fn check_range_rejects_below() {
        check_range("x", 0, 1, 3);
    }
}

thread_local! {
    /// The line of stdin that every [`SharedStdin`] of the thread reads its
    /// tokens from, and the position of the first byte not yet read.
    static SHARED_LINE: std::cell::RefCell<(String, usize)> =
        const { std::cell::RefCell::new((String::new(), 0)) };
}

/// A handle on stdin shared by the whole thread: `input! { from
/// shared_stdin(), .. }` can be written in any function, any number of
/// times, and every call reads on where the last one stopped.
///
/// This is what `cargo run --bin bundle -- --file PATH` turns a plain
/// `input! { .. }` (no `from`) into: proconio's own global stdin needs
/// `std::sync::OnceLock` (Rust 1.70), newer than the judges' 1.63. It reads
/// a line at a time through std's buffered stdin and splits it on ASCII
/// whitespace as [`ChunkSource`] does, in a few lines of code: a bundle whose
/// program reads this way carries none of [`ChunkSource`]. Each token is
/// copied into the handle (`next_token` must hand out a `&str` that lives as
/// long as the handle, and the line lives in a thread-local), a cost of a
/// few nanoseconds a token; a binary that owns its source ([`stdin_source`])
/// does not pay it.
///
/// # Panics
/// As [`ChunkSource`]: when stdin fails (`could not read the input: ..`) or
/// is not UTF-8 (`the input is not UTF-8 text`).
///
/// # Example
/// ```no_run
/// use grundy::input::shared_stdin;
/// use proconio::input;
///
/// fn read_query() -> (u64, u64) {
///     input! { from shared_stdin(), a: u64, b: u64 }
///     (a, b)
/// }
///
/// input! { from shared_stdin(), q: usize }
/// for _ in 0..q {
///     let (a, b) = read_query();
///     println!("{}", a + b);
/// }
/// ```
pub struct SharedStdin {
    /// The last token read, owned by the handle.
    token: String,
}

/// A new handle on the thread's shared stdin; see [`SharedStdin`].
///
/// # Example
/// ```no_run
/// use proconio::input;
/// input! { from grundy::input::shared_stdin(), n: usize }
/// input! { from grundy::input::shared_stdin(), a: [u64; n] }
/// ```
pub fn shared_stdin() -> SharedStdin {
    SharedStdin {
        token: String::new(),
    }
}

/// Moves `pos` past whitespace in `line`, reading the next lines of stdin
/// into it as needed; false at the end of the input.
fn skip_space_in_lines(line: &mut String, pos: &mut usize) -> bool {
    loop {
        let bytes = line.as_bytes();
        while *pos < bytes.len() {
            if !is_space(bytes[*pos]) {
                return true;
            }
            *pos += 1;
        }
        line.clear();
        *pos = 0;
        match std::io::stdin().read_line(line) {
            Ok(0) => return false,
            Ok(_) => {}
            Err(e) if e.kind() == ErrorKind::InvalidData => panic!("the input is not UTF-8 text"),
            Err(e) => panic!("could not read the input: {}", e),
        }
    }
}

impl Source<StdinLock<'static>> for SharedStdin {
    fn next_token(&mut self) -> Option<&str> {
        let token = &mut self.token;
        let found = SHARED_LINE.with(|cell| {
            let (line, pos) = &mut *cell.borrow_mut();
            if !skip_space_in_lines(line, pos) {
                return false;
            }
            let start = *pos;
            let bytes = line.as_bytes();
            while *pos < bytes.len() && !is_space(bytes[*pos]) {
                *pos += 1;
            }
            token.clear();
            token.push_str(&line[start..*pos]);
            true
        });
        if found {
            Some(&self.token)
        } else {
            None
        }
    }

    fn is_empty(&mut self) -> bool {
        SHARED_LINE.with(|cell| {
            let (line, pos) = &mut *cell.borrow_mut();
            !skip_space_in_lines(line, pos)
        })
    }
}
