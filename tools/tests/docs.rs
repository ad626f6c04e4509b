//! The documentation's links: README.md and every guide in docs/ link only to
//! files and headings that exist, README stays a short entrance (at most 250
//! lines), and every guide is reachable from it.

#[path = "../../tests/common/mod.rs"]
mod common;

use std::path::{Path, PathBuf};

/// README.md and docs/*.md.
fn pages() -> Vec<PathBuf> {
    let root = common::repo_root();
    let mut pages = vec![root.join("README.md")];
    let mut guides: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    guides.sort();
    pages.extend(guides);
    pages
}

/// The text outside fenced code blocks (a `](x)` in a code sample is no link).
fn prose(text: &str) -> String {
    let mut out = String::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// The targets of the inline links `[text](target)` and images.
fn link_targets(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(k) = rest.find("](") {
        rest = &rest[k + 2..];
        if let Some(end) = rest.find(')') {
            found.push(rest[..end].to_string());
        }
    }
    found
}

/// GitHub's anchor for a heading: lower case, spaces to `-`, punctuation
/// other than `-` and `_` dropped.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

fn anchors(page: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(page).unwrap();
    prose(&text)
        .lines()
        .filter(|l| l.starts_with('#'))
        .map(|l| slug(l.trim_start_matches('#')))
        .collect()
}

#[test]
fn every_relative_link_resolves() {
    let mut broken = Vec::new();
    let mut checked = 0;
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        for target in link_targets(&prose(&text)) {
            if target.starts_with("http://") || target.starts_with("https://") {
                continue;
            }
            checked += 1;
            let (file, anchor) = match target.split_once('#') {
                Some((file, anchor)) => (file, Some(anchor)),
                None => (target.as_str(), None),
            };
            let file = if file.is_empty() {
                page.clone()
            } else {
                page.parent().unwrap().join(file)
            };
            if !file.exists() {
                broken.push(format!("{}: {} (no such file)", page.display(), target));
            } else if let Some(anchor) = anchor {
                if !anchors(&file).iter().any(|a| a == anchor) {
                    broken.push(format!("{}: {} (no such heading)", page.display(), target));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
    assert!(checked >= 15, "only {} relative links found", checked);
}

#[test]
fn readme_is_short_and_links_every_guide() {
    let root = common::repo_root();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let lines = readme.lines().count();
    assert!(
        lines <= 250,
        "README.md has {} lines; the rest belongs in docs/",
        lines
    );
    let targets = link_targets(&prose(&readme));
    for page in pages().into_iter().skip(1) {
        let name = format!("docs/{}", page.file_name().unwrap().to_str().unwrap());
        assert!(
            targets
                .iter()
                .any(|t| t.split('#').next() == Some(name.as_str())),
            "README.md does not link {}",
            name
        );
    }
}

#[test]
fn the_anchor_rule_is_githubs() {
    // Examples worked by hand from GitHub's rendering of headings.
    assert_eq!(slug(" Bounds and errors"), "bounds-and-errors");
    assert_eq!(slug(" The rustc 1.63 floor"), "the-rustc-163-floor");
    assert_eq!(slug(" The `grundy` explorer"), "the-grundy-explorer");
    assert_eq!(slug(" Print, highlight, check"), "print-highlight-check");
}
