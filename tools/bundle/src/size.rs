//! The size of a bundle in view: the line `bundle` prints on stderr, the
//! largest kept items named when a file is close to a judge's limit, and
//! `--minify`.

use crate::lexer::{render, tokenize, Token};
use crate::transform::{self, ItemKind};

/// The top-level modules of a bundle that hold inlined code (the program's
/// own code is never minified).
const INLINED: [&str; 2] = ["grundy", "proconio"];

/// `code` with the inlined modules minified (see [`transform::minify`]).
pub fn minify(code: &str) -> Result<String, String> {
    let mut tokens = tokenize(code)?;
    let mut modules = transform::top_level_modules(&tokens)?;
    modules.retain(|(name, _, _)| INLINED.contains(&name.as_str()));
    // Last first, so the ranges before stay valid.
    for (_, start, end) in modules.into_iter().rev() {
        let mut part: Vec<Token> = tokens[start..end].to_vec();
        transform::minify(&mut part);
        tokens.splice(start..end, part);
    }
    let mut out = render(&tokens);
    out.truncate(out.trim_end().len());
    out.push('\n');
    Ok(out)
}

/// The items of the inlined modules, largest first: each with its path in
/// the bundle (`grundy::input::ChunkSource`, `impl ChunkSource` for an
/// `impl`) and its size in bytes.
pub fn largest_items(code: &str) -> Result<Vec<(String, usize)>, String> {
    let tokens = tokenize(code)?;
    let mut found = Vec::new();
    // A work list of (module path, its tokens).
    let mut pending: Vec<(String, Vec<Token>)> = Vec::new();
    for (name, start, end) in transform::top_level_modules(&tokens)? {
        if INLINED.contains(&name.as_str()) {
            pending.push((name, body(&tokens[start..end])));
        }
    }
    while let Some((path, tokens)) = pending.pop() {
        let modules = transform::top_level_modules(&tokens)?;
        for item in transform::top_level_items(&tokens)? {
            let part = &tokens[item.start..item.end];
            let size = render(part).len();
            let name = match &item.kind {
                ItemKind::Named => item.name.clone(),
                ItemKind::Impl => format!("impl {}", item.name),
                ItemKind::Use(_) => continue,
                ItemKind::Other => {
                    if let Some((name, _, _)) = modules.iter().find(|(_, s, _)| *s == item.start) {
                        pending.push((format!("{}::{}", path, name), body(part)));
                        continue;
                    }
                    let first = part.iter().find(|t| t.kind == crate::lexer::Kind::Ident);
                    match first {
                        Some(word) if word.text == "macro_rules" => {
                            let name = part
                                .iter()
                                .filter(|t| t.kind == crate::lexer::Kind::Ident)
                                .nth(1)
                                .map_or("", |t| t.text.as_str());
                            format!("{}!", name)
                        }
                        Some(word) => format!("{}!", word.text),
                        None => continue,
                    }
                }
            };
            found.push((format!("{}::{}", path, name), size));
        }
    }
    found.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    Ok(found)
}

/// The tokens between a `mod name { .. }` item's outer braces.
fn body(module: &[Token]) -> Vec<Token> {
    let open = module.iter().position(|t| t.is_punct("{"));
    let close = module.iter().rposition(|t| t.is_punct("}"));
    match (open, close) {
        (Some(open), Some(close)) if open < close => module[open + 1..close].to_vec(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BUNDLE: &str = "// The program.\nfn main() {\n    let x = crate::grundy::a::f( 1 );\n}\n\n// inlined\n#[allow(dead_code)]\nmod grundy {\n    pub mod a {\n        // A comment.\n        pub fn f(x: u64) -> u64 {\n            let y = x - -1; /* gone */\n            y as u64\n        }\n\n        pub struct Big {\n            a: u64,\n            b: u64,\n        }\n\n        impl Big {\n            fn g(&self) -> Vec<Vec<u8>> {\n                Vec::new()\n            }\n        }\n    }\n}\n";

    #[test]
    fn minify_keeps_the_program_and_tokens_apart() {
        let out = minify(BUNDLE).unwrap();
        // The program as written; the module without comments or
        // indentation, a line per statement, `- -` and `-> Vec` apart
        // (a space next to a bracket goes: `)->`).
        let want = "// The program.\nfn main() {\n    let x = crate::grundy::a::f( 1 );\n}\n\n// inlined\n#[allow(dead_code)]mod grundy{pub mod a{pub fn f(x: u64)-> u64{let y = x - -1;\ny as u64}\npub struct Big{a: u64,b: u64,}\nimpl Big{fn g(&self)-> Vec<Vec<u8>>{Vec::new()}\n}\n}\n}\n";
        assert_eq!(out, want);
    }

    #[test]
    fn the_largest_items_with_their_paths() {
        let found = largest_items(BUNDLE).unwrap();
        let names: Vec<&str> = found.iter().map(|(n, _)| n.as_str()).collect();
        // The impl's deeper indentation makes it the largest.
        assert_eq!(
            names,
            ["grundy::a::impl Big", "grundy::a::f", "grundy::a::Big"]
        );
        let f = "pub fn f(x: u64) -> u64 {\n            let y = x - -1; /* gone */\n            y as u64\n        }";
        assert_eq!(found[1].1, f.len());
    }
}
