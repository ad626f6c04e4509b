//! One-line messages: what the bundler says on stderr, and a tool's report
//! (cargo's, rustc's) cut to the line that says what went wrong.

use grundy_shared::quote;
use std::io::Write;

/// One line on stderr (control characters escaped, a very long line cut);
/// when even stderr cannot be written, nothing (the exit status still tells).
pub fn say(line: &str) {
    let _ = writeln!(std::io::stderr(), "{}", quote::one_line(line));
}

/// The line of a tool's report that says what went wrong: the first line
/// starting with `error` (else the first non-empty one), at most 200
/// characters.
pub fn first_error_line(report: &str) -> String {
    let lines = report.lines().map(str::trim);
    let line = lines
        .clone()
        .find(|l| l.contains("error:") || l.starts_with("error"))
        .or_else(|| lines.clone().find(|l| !l.is_empty()))
        .unwrap_or("");
    cut(line, 200)
}

/// `text` cut to `max` characters, with `...` when cut.
pub fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let head: String = text.chars().take(max).collect();
        format!("{}...", head)
    }
}
