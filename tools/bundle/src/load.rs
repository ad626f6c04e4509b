//! Reading library files ready to inline: tokenized, docs and off-`cfg`
//! items removed, each `mod x;` replaced by its file's contents.

use crate::lexer::{tokenize, Kind, Token};
use crate::transform::{self, line_indent};
use std::path::Path;

/// Reads and tokenizes a file, naming it in errors.
pub fn read_tokens(path: &Path) -> Result<Vec<Token>, String> {
    let src = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {}", path.display(), e))?;
    tokenize(&src).map_err(|e| format!("{}: {}", path.display(), e))
}

/// Loads a library file ready to inline: docs and off-`cfg` items removed,
/// its `mod x;` declarations replaced by the files' contents. `dir` is where
/// those files live. With `drop_header`, the comments before the first item
/// go too (proconio's licence header on each file, named once in the bundle).
pub fn load_module(path: &Path, dir: &Path, drop_header: bool) -> Result<Vec<Token>, String> {
    let mut tokens = read_tokens(path)?;
    let at = |e: String| format!("{}: {}", path.display(), e);
    if drop_header {
        transform::strip_leading_comments(&mut tokens);
    }
    transform::strip_docs(&mut tokens).map_err(at)?;
    transform::strip_cfg_off_items(&mut tokens).map_err(at)?;
    inline_submodules(&mut tokens, dir, drop_header)?;
    transform::tidy(&mut tokens);
    Ok(tokens)
}

/// Replaces each `mod name;` with `mod name { <dir/name.rs or dir/name/mod.rs> }`.
fn inline_submodules(tokens: &mut Vec<Token>, dir: &Path, drop_header: bool) -> Result<(), String> {
    for (i, n, semi) in transform::file_modules(tokens).into_iter().rev() {
        let name = tokens[n].text.trim_start_matches("r#").to_string();
        let (file, sub_dir) = if dir.join(format!("{}.rs", name)).is_file() {
            (dir.join(format!("{}.rs", name)), dir.join(&name))
        } else {
            (dir.join(&name).join("mod.rs"), dir.join(&name))
        };
        let mut body = load_module(&file, &sub_dir, drop_header)?;
        let outer = line_indent(tokens, i);
        transform::indent(&mut body, outer.len() + 4);
        let mut replacement = vec![Token::new(Kind::Space, " "), Token::new(Kind::Punct, "{")];
        replacement.push(Token::new(Kind::Space, "\n"));
        replacement.extend(body);
        replacement.push(Token::new(Kind::Space, &format!("\n{}", outer)));
        replacement.push(Token::new(Kind::Punct, "}"));
        tokens.splice(semi..semi + 1, replacement);
    }
    Ok(())
}
