//! A plain `input! { .. }` or `read_value!(..)` (no `from`, as contestants
//! write them) reads proconio's global stdin, a `std::sync::OnceLock` (Rust
//! 1.70), which the judges' rustc 1.63 does not have. Each one is rewritten
//! to read `from grundy::input::shared_stdin()`: one reader of stdin, a line
//! at a time, for the whole program, so several calls, in `main` or in any
//! function, read on one after the other exactly as proconio's global stdin
//! does.

use crate::lexer::{Kind, Token};
use crate::transform::{line_of, next_sig};

/// The macros whose `from`-less form reads the global stdin and is rewritten.
const REWRITTEN: [&str; 2] = ["input", "read_value"];

/// The source the rewritten calls read from (a path the bundle resolves to
/// its own `mod grundy`).
const SHARED: [&str; 3] = ["grundy", "input", "shared_stdin"];

/// proconio's procedural macros (the `derive` feature): a proc-macro crate
/// cannot be put in a single file.
const PROC_MACROS: [&str; 2] = ["fastout", "derive_readable"];

/// Rewrites every plain `input!` / `read_value!` of the program to read from
/// the shared stdin source; returns how many were rewritten. Refused: a
/// program that names proconio's procedural macros, or that reads stdin
/// through a source of its own (`stdin_source`) besides plain calls (the two
/// would each buffer part of the input).
pub fn rewrite_plain_input(tokens: &mut Vec<Token>, label: &str) -> Result<usize, String> {
    if let Some(i) = (0..tokens.len()).find(|&i| PROC_MACROS.iter().any(|m| tokens[i].is_ident(m)))
    {
        return Err(format!(
            "{}: line {} uses proconio's `{}`, a procedural macro (proconio's `derive` \
             feature), which cannot be put in a single file; print with `println!` or a \
             `BufWriter` instead",
            label,
            line_of(tokens, i),
            tokens[i].text
        ));
    }
    let plain = plain_calls(tokens);
    if plain.is_empty() {
        return Ok(0);
    }
    if let Some(i) = (0..tokens.len()).find(|&i| tokens[i].is_ident("stdin_source")) {
        return Err(format!(
            "{}: line {} makes its own stdin source, and line {} calls `{}!` without `from`: \
             both would read stdin; give that call `from &mut <your source>`",
            label,
            line_of(tokens, i),
            line_of(tokens, plain[0].0),
            tokens[plain[0].0].text
        ));
    }
    for &(_, open) in plain.iter().rev() {
        let mut insert = vec![
            Token::new(Kind::Ident, "from"),
            Token::new(Kind::Space, " "),
        ];
        for (k, part) in SHARED.iter().enumerate() {
            if k > 0 {
                insert.push(Token::new(Kind::PathSep, "::"));
            }
            insert.push(Token::new(Kind::Ident, part));
        }
        for punct in ["(", ")", ","] {
            insert.push(Token::new(Kind::Punct, punct));
        }
        insert.push(Token::new(Kind::Space, " "));
        // After the space that follows the bracket, if any: `input! { n: u64 }`
        // becomes `input! { from .., n: u64 }`.
        let at = if tokens.get(open + 1).is_some_and(|t| t.kind == Kind::Space) {
            open + 2
        } else {
            open + 1
        };
        tokens.splice(at..at, insert);
    }
    Ok(plain.len())
}

/// Every `input!` / `read_value!` call whose first token is not `from`: the
/// indices of the macro's name and of its opening bracket.
fn plain_calls(tokens: &[Token]) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    for i in 0..tokens.len() {
        if !REWRITTEN.iter().any(|m| tokens[i].is_ident(m)) {
            continue;
        }
        let bang = match next_sig(tokens, i) {
            Some(b) if tokens[b].is_punct("!") => b,
            _ => continue,
        };
        let open = match next_sig(tokens, bang) {
            Some(o) if matches!(tokens[o].text.as_str(), "{" | "(" | "[") => o,
            _ => continue,
        };
        match next_sig(tokens, open) {
            Some(first) if tokens[first].is_ident("from") => {}
            _ => found.push((i, open)),
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexer::{render, tokenize};

    fn rewritten(src: &str) -> Result<(usize, String), String> {
        let mut tokens = tokenize(src).unwrap();
        let n = rewrite_plain_input(&mut tokens, "main.rs")?;
        Ok((n, render(&tokens)))
    }

    #[test]
    fn plain_calls_read_the_shared_source_and_others_stay() {
        let src = "use proconio::input;\nfn read() -> u64 {\n    input! { x: u64 }\n    x\n}\nfn main() {\n    input! {\n        n: usize,\n        a: [u64; n],\n    }\n    let k = proconio::read_value!(usize);\n    let mut s = grundy::input::stdin_slice();\n    input! { from &mut s, m: u8 }\n    input!{}\n}\n";
        let (n, out) = rewritten(src).unwrap();
        assert_eq!(n, 4, "{out}");
        assert!(
            out.contains("input! { from grundy::input::shared_stdin(), x: u64 }"),
            "{out}"
        );
        assert!(
            out.contains("input! {\n        from grundy::input::shared_stdin(), n: usize,\n"),
            "{out}"
        );
        assert!(
            out.contains("proconio::read_value!(from grundy::input::shared_stdin(), usize)"),
            "{out}"
        );
        assert!(out.contains("input! { from &mut s, m: u8 }"), "{out}");
        assert!(
            out.contains("input!{from grundy::input::shared_stdin(), }"),
            "{out}"
        );
        // Nothing else moved.
        assert!(out.starts_with("use proconio::input;\nfn read() -> u64 {\n"));
        // No plain call: nothing to do.
        assert_eq!(
            rewritten("fn main() { input! { from s, n: u8 } }")
                .unwrap()
                .0,
            0
        );
    }

    #[test]
    fn refuses_proc_macros_and_two_stdin_readers() {
        let err = rewritten("#[proconio::fastout]\nfn main() {}\n").unwrap_err();
        assert!(
            err.contains("main.rs: line 1") && err.contains("`fastout`"),
            "{err}"
        );
        let err = rewritten(
            "fn main() {\n    let mut s = grundy::input::stdin_source();\n    input! { n: u8 }\n}\n",
        )
        .unwrap_err();
        assert!(
            err.contains("line 2 makes its own stdin source")
                && err.contains("line 3 calls `input!`"),
            "{err}"
        );
        // Its own source alone is fine.
        let ok = "fn main() {\n    let mut s = grundy::input::stdin_source();\n    input! { from &mut s, n: u8 }\n}\n";
        assert_eq!(rewritten(ok).unwrap().0, 0);
    }
}
