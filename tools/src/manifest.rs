//! A `Cargo.toml`'s `[package]` fields, read line by line, shared by the
//! `grundy` explorer (`new` finds the grundy crate) and the `bundle` bundler
//! (`--file` reads the package's edition); each includes this file with
//! `#[path]`. Only the plain `key = "value"` form is read.

use std::path::Path;

/// The value of `key` in the `[package]` table of `dir/Cargo.toml`:
/// `Some("2021")` for `edition = "2021"`, `Some("workspace")` for
/// `edition.workspace = true`, `None` when the key, the table or the file is
/// missing.
pub fn package_field(dir: &Path, key: &str) -> Option<String> {
    let text = std::fs::read_to_string(dir.join("Cargo.toml")).ok()?;
    let mut in_package = false;
    let mut found = None;
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_package = line == "[package]";
        } else if in_package {
            let words: String = line.chars().filter(|c| !c.is_whitespace()).collect();
            if let Some(value) = words.strip_prefix(key).and_then(|w| w.strip_prefix('=')) {
                found = Some(value.trim_matches('"').to_string());
            } else if words.starts_with(&format!("{}.", key)) {
                found = Some("workspace".to_string());
            }
        }
    }
    found
}
