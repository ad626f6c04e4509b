//! A `Cargo.toml`'s `[package]` fields, read with a TOML parser, for the
//! `grundy` explorer (`new` finds the grundy crate) and the `bundle` bundler
//! (`--file` reads the package's edition).

use std::path::Path;

/// The value of `key` in the `[package]` table of `dir/Cargo.toml`:
/// `Some("2021")` for `edition = "2021"` (or `'2021'`, with a comment after
/// it, ...), `Some("workspace")` for `edition.workspace = true`, `None` when
/// the key, the table or the file is missing, or the file is not TOML.
///
/// ```
/// use grundy_shared::manifest::package_field;
/// let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
/// assert_eq!(package_field(dir, "name").as_deref(), Some("grundy-shared"));
/// assert_eq!(package_field(dir, "no-such-key"), None);
/// ```
pub fn package_field(dir: &Path, key: &str) -> Option<String> {
    let text = std::fs::read_to_string(dir.join("Cargo.toml")).ok()?;
    field(&text, key)
}

/// [`package_field`] of a manifest's text.
fn field(text: &str, key: &str) -> Option<String> {
    let manifest: toml::Table = text.parse().ok()?;
    match manifest.get("package")?.get(key)? {
        toml::Value::String(value) => Some(value.clone()),
        toml::Value::Table(table) if table.contains_key("workspace") => {
            Some("workspace".to_string())
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::field;

    #[test]
    fn fields_written_every_way_toml_allows() {
        let cases = [
            ("[package]\nedition = \"2018\" # old\n", Some("2018")),
            ("[package]\nedition = '2018'\n", Some("2018")),
            (
                "[package]\nname = \"x\"\nedition.workspace = true\n",
                Some("workspace"),
            ),
            (
                "[package]\nedition = { workspace = true }\n",
                Some("workspace"),
            ),
            ("package = { edition = \"2015\" }\n", Some("2015")),
            (
                "[package] # the package\n\"edition\" = \"2018\"\n",
                Some("2018"),
            ),
            ("[dependencies]\nedition = \"2018\"\n", None),
            ("[package]\nname = \"x\"\n", None),
            ("[package\nedition = \"2018\"\n", None),
        ];
        for (text, want) in cases {
            assert_eq!(field(text, "edition").as_deref(), want, "{text:?}");
        }
        // `grundy new` finds the crate by its name, written either way.
        for text in [
            "[package]\nname = 'grundy' # the crate\n",
            "[package]\nname=\"grundy\"\n",
        ] {
            assert_eq!(field(text, "name").as_deref(), Some("grundy"), "{text:?}");
        }
    }
}
