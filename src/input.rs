//! What the judged binaries share for reading and checking their input.
//!
//! Every binary reads stdin with proconio's `input!` from a `OnceSource`
//! (`input! { from &mut source, ... }`, with
//! `source = OnceSource::new(BufReader::new(stdin()))`), which reads all of
//! stdin into one string before the first token. proconio 0.5's `input!`
//! without `from` reads stdin line by line (`LineSource`) even in release
//! builds, despite its docs on `AutoSource`; on 300,000 lines that is about
//! 2.6 times slower (README, "Reading the input"). The price: a case typed
//! by hand must end with end-of-file (Ctrl-D), as a piped file does.
//!
//! Every binary follows one rule for bad input: a malformed or truncated
//! input, or a value outside the problem's bounds, ends the process with a
//! non-zero exit status, one line on stderr saying what was wrong, and nothing
//! on stdout.
//!
//! The mechanism is a panic: proconio panics on a token it cannot parse or on
//! the end of input, and [`check_range`] / [`ensure`] panic on a value outside
//! the bounds. [`install_error_hook`], called first thing in `main`, turns any
//! panic message into that one line (`error: ...`), and the panic's unwinding
//! gives exit status 101. Binaries print their answer only after all input is
//! read and checked, so stdout stays empty on error.

use std::fmt::Display;
use std::io::Write;

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
                return format!("expected {}, found `{}`", ty, token);
            }
        }
    }
    one_line
}

/// Returns `value` if it lies in `lo..=hi`; otherwise panics with
/// `<name> = <value> is outside <lo>..=<hi>`.
///
/// # Panics
/// When `value` is outside the range (that panic is the error report).
///
/// # Example
/// ```
/// use grundy::input::check_range;
/// let n = check_range("N", 5u64, 1, 1000);
/// assert_eq!(n, 5);
/// assert!(std::panic::catch_unwind(|| check_range("N", 0u64, 1, 1000)).is_err());
/// ```
pub fn check_range<T: PartialOrd + Display>(name: &str, value: T, lo: T, hi: T) -> T {
    if value < lo || value > hi {
        panic!("{} = {} is outside {}..={}", name, value, lo, hi);
    }
    value
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
    if let Some(i) = values.iter().position(|&v| v < lo || v > hi) {
        check_range(&format!("{}_{}", name, i + 1), values[i], lo, hi);
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
        panic!("unexpected `{}` after the last value", token);
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
