//! Plain-text rendering: aligned tables and sequences, readable without colour.

use itertools::Itertools;
use std::fmt::Write;

/// The number of characters `v` takes in decimal.
fn width(v: usize) -> usize {
    v.to_string().len()
}

/// `t` as an aligned grid: row `x` (down), column `y` (across), cell `t[x][y]`.
/// With `highlight = Some(k)`, cells equal to `k` are written `[k]` and the
/// others keep their value, so the digits stay in their columns.
pub fn table(t: &[Vec<u32>], highlight: Option<u32>) -> String {
    let n = t.len();
    let max = t.iter().flatten().copied().max().unwrap_or(0) as usize;
    let w = width(max).max(width(n.saturating_sub(1)));
    // A slot per cell: the value right-aligned in w characters, or, with a
    // highlight, in w + 2 whose last one is `]` or a space.
    let slot = |v: Option<u32>, text: String| -> String {
        match highlight {
            None => format!(" {:>w$}", text, w = w),
            Some(k) if v == Some(k) => format!(" {:>w$}", format!("[{}]", text), w = w + 2),
            Some(_) => format!(" {:>w$} ", text, w = w + 1),
        }
    };
    let label = width(n.saturating_sub(1)).max(3);
    let mut out = String::new();
    let header: String = (0..n).map(|y| slot(None, y.to_string())).collect();
    let _ = writeln!(
        out,
        "{:>label$}{}",
        "x\\y",
        header.trim_end(),
        label = label
    );
    for (x, row) in t.iter().enumerate() {
        let cells: String = row.iter().map(|&v| slot(Some(v), v.to_string())).collect();
        let _ = writeln!(out, "{:>label$}{}", x, cells.trim_end(), label = label);
    }
    out
}

/// `values` in rows of `cols`, each row labelled by the index of its first
/// value: `  10:  3 1 1 0 ...`.
pub fn sequence(values: &[u32], cols: usize) -> String {
    let max = values.iter().copied().max().unwrap_or(0) as usize;
    let w = width(max);
    let label = width(values.len().saturating_sub(1));
    let mut out = String::new();
    for (i, chunk) in values.chunks(cols).enumerate() {
        let row = chunk.iter().map(|v| format!("{:>w$}", v, w = w)).join(" ");
        let _ = writeln!(out, "{:>label$}:  {}", i * cols, row, label = label);
    }
    out
}

/// The most characters of user text an error line quotes.
pub const QUOTE_CAP: usize = 80;

/// User text for an error line: control characters escaped as Rust writes
/// them (`\n`, `\u{1b}`), so that the line stays one line, and cut after
/// [`QUOTE_CAP`] characters with its length: `12345...` then
/// `... (100,000 characters)`.
pub fn quote(text: &str) -> String {
    let count = text.chars().count();
    let mut out: String = text
        .chars()
        .take(QUOTE_CAP)
        .flat_map(|c| {
            escape(c)
        })
        .collect();
    if count > QUOTE_CAP {
        let _ = write!(out, "... ({} characters)", crate::grouped(count as u64));
    }
    out
}

/// A whole error line made safe: control characters escaped, and, should it
/// still be very long (user text quoted uncut somewhere), cut.
pub fn one_line(line: &str) -> String {
    const LINE_CAP: usize = 2000;
    let escaped: String = line
        .chars()
        .flat_map(|c| {
            escape(c)
        })
        .collect();
    let count = escaped.chars().count();
    if count <= LINE_CAP {
        return escaped;
    }
    let mut out: String = escaped.chars().take(LINE_CAP).collect();
    let _ = write!(out, "... ({} characters)", crate::grouped(count as u64));
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

/// `c`, or its escape (`\n`, `\u{1b}`) if it is a control character.
fn escape(c: char) -> Vec<char> {
    if c.is_control() {
        c.escape_default().collect()
    } else {
        vec![c]
    }
}
