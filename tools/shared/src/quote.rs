//! User text in error lines, for the `grundy` explorer, its guesser and the
//! `bundle` bundler: whatever the user typed, an error stays one line of
//! bounded length.

use std::fmt::Write as _;

/// The most characters of user text an error line quotes.
pub const QUOTE_CAP: usize = 80;

/// User text for an error line: control characters escaped as Rust writes
/// them (`\n`, `\u{1b}`), so that the line stays one line, and cut after
/// [`QUOTE_CAP`] characters with its length: `12345...` then
/// `... (100,000 characters)`.
///
/// ```
/// use grundy_shared::quote::quote;
/// assert_eq!(quote("x\n+1"), "x\\n+1");
/// assert!(quote(&"9".repeat(100)).ends_with("9... (100 characters)"));
/// ```
pub fn quote(text: &str) -> String {
    let count = text.chars().count();
    let mut out: String = text.chars().take(QUOTE_CAP).flat_map(escape).collect();
    if count > QUOTE_CAP {
        let _ = write!(out, "... ({} characters)", grouped(count as u64));
    }
    out
}

/// A whole error line made safe: control characters escaped, and, should it
/// still be very long (user text quoted uncut somewhere), cut.
///
/// ```
/// use grundy_shared::quote::one_line;
/// assert_eq!(one_line("bad\ninput"), "bad\\ninput");
/// ```
pub fn one_line(line: &str) -> String {
    const LINE_CAP: usize = 2000;
    let escaped: String = line.chars().flat_map(escape).collect();
    let count = escaped.chars().count();
    if count <= LINE_CAP {
        return escaped;
    }
    let mut out: String = escaped.chars().take(LINE_CAP).collect();
    let _ = write!(out, "... ({} characters)", grouped(count as u64));
    out
}

/// `c`, or its escape (`\n`, `\u{1b}`) if it is a control character.
fn escape(c: char) -> Vec<char> {
    if c.is_control() {
        c.escape_default().collect()
    } else {
        vec![c]
    }
}

/// `1234567` as `1,234,567`.
///
/// ```
/// use grundy_shared::quote::grouped;
/// assert_eq!(grouped(1234567), "1,234,567");
/// assert_eq!(grouped(999), "999");
/// ```
pub fn grouped(v: u64) -> String {
    let digits = v.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_escape_and_cut() {
        assert_eq!(quote("x\n+\t1"), "x\\n+\\t1");
        assert_eq!(quote("\u{1b}[31m"), "\\u{1b}[31m");
        let long = "9".repeat(100_000);
        let q = quote(&long);
        assert_eq!(q, format!("{}... (100,000 characters)", "9".repeat(80)));
        assert_eq!(quote(&"é".repeat(80)), "é".repeat(80));
        assert_eq!(one_line("a\nb"), "a\\nb");
        assert!(one_line(&"a".repeat(5000)).ends_with("... (5,000 characters)"));
    }
}
