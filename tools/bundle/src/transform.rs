//! Edits on token lists: dropping doc comments, `#[cfg(test)]` items and
//! other attributes, finding and rewriting paths, indenting.
//!
//! Removals take whole lines with them when what is removed sat alone on its
//! lines, so the result reads like hand-written code.

use crate::lexer::{Kind, Token};

/// For every bracket token `(`, `[`, `{` and its closer, the index of its
/// partner; `None` for other tokens.
pub fn bracket_pairs(tokens: &[Token]) -> Result<Vec<Option<usize>>, String> {
    let mut pairs = vec![None; tokens.len()];
    let mut stack: Vec<usize> = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        if t.kind != Kind::Punct {
            continue;
        }
        match t.text.as_str() {
            "(" | "[" | "{" => stack.push(i),
            ")" | "]" | "}" => {
                let open = stack.pop().ok_or_else(|| {
                    format!("unmatched `{}` on line {}", t.text, line_of(tokens, i))
                })?;
                let want = match t.text.as_str() {
                    ")" => "(",
                    "]" => "[",
                    _ => "{",
                };
                if tokens[open].text != want {
                    return Err(format!(
                        "`{}` on line {} closes `{}` from line {}",
                        t.text,
                        line_of(tokens, i),
                        tokens[open].text,
                        line_of(tokens, open)
                    ));
                }
                pairs[open] = Some(i);
                pairs[i] = Some(open);
            }
            _ => {}
        }
    }
    match stack.pop() {
        Some(open) => Err(format!(
            "unclosed `{}` on line {}",
            tokens[open].text,
            line_of(tokens, open)
        )),
        None => Ok(pairs),
    }
}

/// The 1-based line on which token `i` starts.
pub fn line_of(tokens: &[Token], i: usize) -> usize {
    1 + tokens[..i]
        .iter()
        .map(|t| t.text.matches('\n').count())
        .sum::<usize>()
}

/// The indentation of the line holding token `i`.
pub fn line_indent(tokens: &[Token], i: usize) -> String {
    for t in tokens[..i].iter().rev() {
        if let Some(k) = t.text.rfind('\n') {
            return if t.kind == Kind::Space {
                t.text[k + 1..].to_string()
            } else {
                String::new()
            };
        }
    }
    match tokens.first() {
        Some(t) if t.kind == Kind::Space => t.text.clone(),
        _ => String::new(),
    }
}

/// The index of the first token after `i` that is not whitespace or a comment.
pub fn next_sig(tokens: &[Token], i: usize) -> Option<usize> {
    (i + 1..tokens.len()).find(|&j| !tokens[j].is_trivia())
}

/// The index of the last token before `i` that is not whitespace or a comment.
pub fn prev_sig(tokens: &[Token], i: usize) -> Option<usize> {
    (0..i).rev().find(|&j| !tokens[j].is_trivia())
}

/// Removes `tokens[start..end]`. When the range fills its lines (only
/// indentation before it, a newline after it), the lines go too.
fn remove_range(tokens: &mut Vec<Token>, start: usize, end: usize) {
    let starts_line = start == 0
        || (tokens[start - 1].kind == Kind::Space
            && (tokens[start - 1].text.contains('\n') || start == 1)
            && tokens[start - 1]
                .text
                .rsplit('\n')
                .next()
                .is_none_or(|tail| tail.chars().all(|c| c == ' ' || c == '\t')));
    let ends_line =
        end == tokens.len() || (tokens[end].kind == Kind::Space && tokens[end].text.contains('\n'));
    if starts_line && ends_line {
        if start > 0 {
            let before = &mut tokens[start - 1].text;
            let keep = before.rfind('\n').map_or(0, |k| k + 1);
            before.truncate(keep);
        }
        if end < tokens.len() {
            let after = &mut tokens[end].text;
            let cut = after.find('\n').map_or(0, |k| k + 1);
            after.drain(..cut);
        }
    }
    tokens.drain(start..end);
}

/// Removes the given disjoint ranges, last first so the indices stay valid.
fn remove_ranges(tokens: &mut Vec<Token>, mut ranges: Vec<(usize, usize)>) {
    ranges.sort_unstable();
    ranges.dedup();
    for &(start, end) in ranges.iter().rev() {
        remove_range(tokens, start, end);
    }
}

/// The attribute starting at `#` token `i`: `(end, inner, words)` where `end`
/// is one past its `]`, `inner` tells `#![...]`, and `words` are the texts of
/// its significant tokens between the brackets.
fn attribute_at(
    tokens: &[Token],
    pairs: &[Option<usize>],
    i: usize,
) -> Option<(usize, bool, Vec<String>)> {
    if !tokens[i].is_punct("#") {
        return None;
    }
    let mut j = next_sig(tokens, i)?;
    let inner = tokens[j].is_punct("!");
    if inner {
        j = next_sig(tokens, j)?;
    }
    if !tokens[j].is_punct("[") {
        return None;
    }
    let close = pairs[j]?;
    let words = tokens[j + 1..close]
        .iter()
        .filter(|t| !t.is_trivia())
        .map(|t| t.text.clone())
        .collect();
    Some((close + 1, inner, words))
}

/// The first token of the item whose token `i` follows its attributes:
/// back over the outer attributes `#[...]` just before `i`.
pub fn item_start(tokens: &[Token], pairs: &[Option<usize>], i: usize) -> usize {
    let mut start = i;
    while let Some(p) = prev_sig(tokens, start) {
        let open = match (tokens[p].is_punct("]"), pairs[p]) {
            (true, Some(open)) => open,
            _ => break,
        };
        match prev_sig(tokens, open) {
            Some(h) if tokens[h].is_punct("#") => start = h,
            _ => break,
        }
    }
    start
}

/// One past the end of the item whose first token (after its attributes) is
/// at `i`: its `;` at depth 0, or the `}` closing its body for items that end
/// with one (`fn`, `mod`, `impl`, `struct S { .. }`, `macro_rules! m { .. }`).
pub fn item_end(tokens: &[Token], pairs: &[Option<usize>], i: usize) -> usize {
    // Items ending with `;` even when braces occur inside them.
    let mut j = i;
    let mut first_word = None;
    while j < tokens.len() {
        let t = &tokens[j];
        if t.kind == Kind::Ident && !matches!(t.text.as_str(), "pub" | "crate" | "in") {
            first_word = Some(j);
            break;
        }
        j += 1;
    }
    let semicolon_item = first_word.is_some_and(|w| {
        let word = tokens[w].text.as_str();
        let next = next_sig(tokens, w).map(|n| tokens[n].text.as_str());
        match word {
            "use" | "static" | "type" | "let" => true,
            "const" => !matches!(
                next,
                Some("fn") | Some("unsafe") | Some("async") | Some("extern")
            ),
            _ => false,
        }
    });
    let mut j = i;
    while j < tokens.len() {
        let t = &tokens[j];
        if t.kind == Kind::Punct {
            match t.text.as_str() {
                ";" => return j + 1,
                "{" if !semicolon_item => return pairs[j].map_or(tokens.len(), |c| c + 1),
                "(" | "[" | "{" => {
                    j = pairs[j].map_or(tokens.len(), |c| c + 1);
                    continue;
                }
                _ => {}
            }
        }
        j += 1;
    }
    tokens.len()
}

/// Is this attribute (its words) a `cfg` that is off in a judge's build:
/// `cfg(test)` or `cfg(feature = "...")` (no features are enabled)?
fn cfg_is_off(words: &[String]) -> bool {
    let w: Vec<&str> = words.iter().map(String::as_str).collect();
    matches!(w.as_slice(), ["cfg", "(", "test", ")"])
        || matches!(w.as_slice(), ["cfg", "(", "feature", "=", _, ")"])
}

/// Removes every item (at any depth) marked `#[cfg(test)]` or
/// `#[cfg(feature = "...")]`, with all its attributes.
pub fn strip_cfg_off_items(tokens: &mut Vec<Token>) -> Result<(), String> {
    let pairs = bracket_pairs(tokens)?;
    let mut ranges = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let Some((attr_end, inner, words)) = attribute_at(tokens, &pairs, i) else {
            i += 1;
            continue;
        };
        if inner || !cfg_is_off(&words) {
            i = attr_end;
            continue;
        }
        // Back over the outer attributes before this one.
        let start = item_start(tokens, &pairs, i);
        // On over the attributes after it, then the item.
        let mut j = attr_end;
        loop {
            match next_sig(tokens, j - 1) {
                Some(k) => match attribute_at(tokens, &pairs, k) {
                    Some((e, false, _)) => j = e,
                    _ => {
                        j = k;
                        break;
                    }
                },
                None => {
                    j = tokens.len();
                    break;
                }
            }
        }
        let end = item_end(tokens, &pairs, j);
        ranges.push((start, end));
        i = end;
    }
    remove_ranges(tokens, ranges);
    Ok(())
}

/// Removes doc comments (`///`, `//!`, `/** */`, `/*! */`) and `#[doc ...]` /
/// `#![doc ...]` attributes.
pub fn strip_docs(tokens: &mut Vec<Token>) -> Result<(), String> {
    let pairs = bracket_pairs(tokens)?;
    let mut ranges = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if tokens[i].is_doc() {
            ranges.push((i, i + 1));
        } else if let Some((end, _, words)) = attribute_at(tokens, &pairs, i) {
            if words.first().map(String::as_str) == Some("doc") {
                ranges.push((i, end));
            }
            i = end;
            continue;
        }
        i += 1;
    }
    remove_ranges(tokens, ranges);
    Ok(())
}

/// Removes every comment; a comment alone on its line takes the line.
pub fn strip_comments(tokens: &mut Vec<Token>) {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut k = 0;
    while k < tokens.len() {
        let t = &tokens[k];
        if !matches!(t.kind, Kind::LineComment | Kind::BlockComment) {
            out.push(t.clone());
            k += 1;
            continue;
        }
        let alone_before = out
            .last()
            .is_none_or(|p| p.kind == Kind::Space && p.text.contains('\n'));
        let newline_after = tokens
            .get(k + 1)
            .is_some_and(|n| n.kind == Kind::Space && n.text.starts_with('\n'));
        if alone_before && newline_after {
            // The line goes: the indentation before, the newline after.
            if let Some(p) = out.last_mut() {
                let keep = p.text.rfind('\n').map_or(0, |j| j + 1);
                p.text.truncate(keep);
            }
            let mut next = tokens[k + 1].clone();
            next.text.remove(0);
            out.push(next);
            k += 2;
        } else {
            k += 1;
        }
    }
    *tokens = out;
    tidy(tokens);
}

/// `--minify`: the same code in fewer bytes. Every comment goes; the
/// whitespace between two tokens goes where one of them is a bracket, `,` or
/// `;` (no two tokens can fuse there), a line break stays after a `;` or `}`
/// that ended a line, and any other whitespace becomes one space (so `- >`,
/// `: ::`, `a b` stay apart). Indentation goes.
pub fn minify(tokens: &mut Vec<Token>) {
    let apart = |t: &Token| {
        t.kind == Kind::Punct
            && matches!(
                t.text.as_str(),
                "(" | ")" | "[" | "]" | "{" | "}" | "," | ";"
            )
    };
    // A comment becomes a space: `a/* */b` must not fuse into `ab`.
    for t in tokens.iter_mut() {
        if matches!(t.kind, Kind::LineComment | Kind::BlockComment) {
            *t = Token::new(Kind::Space, " ");
        }
    }
    tidy(tokens);
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for k in 0..tokens.len() {
        let t = &tokens[k];
        if t.kind != Kind::Space {
            out.push(t.clone());
            continue;
        }
        let prev = out.last();
        let next = tokens.get(k + 1);
        let line_end =
            t.text.contains('\n') && prev.is_some_and(|p| p.is_punct(";") || p.is_punct("}"));
        let text = if line_end {
            "\n"
        } else if prev.is_none_or(apart) || next.is_none_or(apart) {
            ""
        } else {
            " "
        };
        if !text.is_empty() {
            out.push(Token::new(Kind::Space, text));
        }
    }
    *tokens = out;
}

/// Removes the plain `//` comment lines at the very start of a file (a
/// licence header, replaced by one attribution line in the bundle).
pub fn strip_leading_comments(tokens: &mut Vec<Token>) {
    let mut end = 0;
    while end < tokens.len() && tokens[end].is_trivia() {
        end += 1;
    }
    tokens.drain(..end);
}

/// Removes the inner attributes `#![...]` at the start of a file (a crate's
/// lint settings, which mean nothing once it is a module of another crate).
pub fn strip_leading_inner_attributes(tokens: &mut Vec<Token>) -> Result<(), String> {
    let pairs = bracket_pairs(tokens)?;
    let mut ranges = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if tokens[i].is_trivia() {
            i += 1;
            continue;
        }
        match attribute_at(tokens, &pairs, i) {
            Some((end, true, _)) => {
                ranges.push((i, end));
                i = end;
            }
            _ => break,
        }
    }
    remove_ranges(tokens, ranges);
    Ok(())
}

/// Does the identifier at `i` start a path: not after `::` or `.`?
fn starts_path(tokens: &[Token], i: usize) -> bool {
    match prev_sig(tokens, i) {
        Some(p) => !(tokens[p].kind == Kind::PathSep || tokens[p].is_punct(".")),
        None => true,
    }
}

/// Is token `p` the `::` that begins a global path `::name::...` (it follows
/// no name, type or call it could continue)?
fn is_leading_sep(tokens: &[Token], p: usize) -> bool {
    tokens[p].kind == Kind::PathSep
        && prev_sig(tokens, p).is_none_or(|q| {
            let t = &tokens[q];
            !(t.kind == Kind::Ident || t.is_punct(">") || t.is_punct(")"))
                || matches!(
                    t.text.as_str(),
                    "use" | "pub" | "in" | "as" | "let" | "return" | "mut" | "const" | "static"
                )
        })
}

/// Indices of the identifiers `root` that begin a path `root::...`; also
/// `::root::...` (a global path), reported with the index of the leading `::`
/// as the second element.
fn path_roots(tokens: &[Token], root: &str) -> Vec<(usize, Option<usize>)> {
    let mut found = Vec::new();
    for i in 0..tokens.len() {
        if !tokens[i].is_ident(root) {
            continue;
        }
        match next_sig(tokens, i) {
            Some(n) if tokens[n].kind == Kind::PathSep => {}
            _ => continue,
        }
        if starts_path(tokens, i) {
            found.push((i, None));
        } else if let Some(p) = prev_sig(tokens, i) {
            let leading = is_leading_sep(tokens, p);
            if leading {
                found.push((i, Some(p)));
            }
        }
    }
    found
}

/// What a path below a root names first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Head {
    /// `root::name...`
    Name(String),
    /// `root::*`
    Glob,
}

/// The first segments of every path below `root`: `root::a::x` gives `a`,
/// `root::{a::x, b, c::{..}}` gives `a`, `b`, `c`, and `root::*` a glob.
pub fn path_heads(tokens: &[Token], root: &str) -> Result<Vec<Head>, String> {
    let pairs = bracket_pairs(tokens)?;
    let mut heads = Vec::new();
    for (i, _) in path_roots(tokens, root) {
        let sep = next_sig(tokens, i).expect("path_roots checked the `::`");
        if let Some(n) = next_sig(tokens, sep) {
            // A work list instead of recursion (a group may nest as deep as
            // the input): the entries of a group are pushed last first, so
            // the heads come in the order they are written.
            let mut pending = vec![n];
            while let Some(j) = pending.pop() {
                heads_at(tokens, &pairs, j, &mut heads, &mut pending);
            }
        }
    }
    Ok(heads)
}

/// One step of [`path_heads`] at token `i` (a name, `*` or a `{...}`
/// group): a head goes to `heads`, a group's entries to `pending`.
fn heads_at(
    tokens: &[Token],
    pairs: &[Option<usize>],
    i: usize,
    heads: &mut Vec<Head>,
    pending: &mut Vec<usize>,
) {
    let t = &tokens[i];
    if t.is_punct("*") {
        heads.push(Head::Glob);
    } else if t.kind == Kind::Ident {
        if t.text != "self" {
            heads.push(Head::Name(t.text.clone()));
        }
    } else if t.is_punct("{") {
        pending.extend(group_entries(tokens, pairs, i).into_iter().rev());
    }
}

/// The first token of each comma-separated entry of the `{...}` group
/// opened at token `open` (none if it is not closed).
fn group_entries(tokens: &[Token], pairs: &[Option<usize>], open: usize) -> Vec<usize> {
    let mut entries = Vec::new();
    let close = match pairs[open] {
        Some(c) => c,
        None => return entries,
    };
    let mut entry_start = true;
    let mut j = open + 1;
    while j < close {
        let u = &tokens[j];
        if u.is_trivia() {
            j += 1;
            continue;
        }
        if entry_start {
            entries.push(j);
            entry_start = false;
        }
        if u.is_punct(",") {
            entry_start = true;
        }
        j = match (u.kind, pairs[j]) {
            (Kind::Punct, Some(c)) if c > j => c + 1,
            _ => j + 1,
        };
    }
    entries
}

/// Every path below `root`, as its segments after `root::`, with `{..}`
/// groups expanded: `root::a::{b::X, c}` gives `[a, b, X]` and `[a, c]`,
/// `root::a::*` gives `[a, *]`, and `root::a::{self, b}` gives `[a]` and
/// `[a, b]`. A path ends at its last name (before `<`, `(`, `!`, ...).
pub fn path_trees(tokens: &[Token], root: &str) -> Result<Vec<Vec<String>>, String> {
    let pairs = bracket_pairs(tokens)?;
    let mut paths = Vec::new();
    for (i, _) in path_roots(tokens, root) {
        let sep = next_sig(tokens, i).expect("path_roots checked the `::`");
        if let Some(n) = next_sig(tokens, sep) {
            // A work list instead of recursion: (start token, segments so far).
            let mut pending = vec![(n, Vec::new())];
            while let Some((j, prefix)) = pending.pop() {
                trees_at(tokens, &pairs, j, prefix, &mut pending, &mut paths);
            }
        }
    }
    Ok(paths)
}

/// One step of [`path_trees`] at token `i` (a name, `*` or a `{..}` group)
/// below `prefix`: finished paths go to `paths`, branches still to walk to
/// `pending`.
fn trees_at(
    tokens: &[Token],
    pairs: &[Option<usize>],
    i: usize,
    mut prefix: Vec<String>,
    pending: &mut Vec<(usize, Vec<String>)>,
    paths: &mut Vec<Vec<String>>,
) {
    let t = &tokens[i];
    if t.is_punct("*") {
        prefix.push("*".to_string());
        paths.push(prefix);
    } else if t.is_ident("self") {
        paths.push(prefix);
    } else if t.kind == Kind::Ident {
        prefix.push(t.text.clone());
        let next = next_sig(tokens, i).filter(|&s| tokens[s].kind == Kind::PathSep);
        match next.and_then(|s| next_sig(tokens, s)) {
            Some(n) => pending.push((n, prefix)),
            None => paths.push(prefix),
        }
    } else if t.is_punct("{") {
        for j in group_entries(tokens, pairs, i) {
            pending.push((j, prefix.clone()));
        }
    } else {
        paths.push(prefix);
    }
}

/// Rewrites every path starting with `root::` (or `::root::`) to start with
/// `replacement::` instead, e.g. `crate` to `crate::grundy`.
pub fn rewrite_path_root(tokens: &mut [Token], root: &str, replacement: &str) {
    for (i, leading) in path_roots(tokens, root) {
        tokens[i].text = replacement.to_string();
        if let Some(p) = leading {
            tokens[p].text.clear();
        }
    }
}

/// Every `mod name;` (a module in a file of its own): the indices of `mod`,
/// of the name and of the `;`.
pub fn file_modules(tokens: &[Token]) -> Vec<(usize, usize, usize)> {
    let mut found = Vec::new();
    for i in 0..tokens.len() {
        if !tokens[i].is_ident("mod") {
            continue;
        }
        let name = next_sig(tokens, i);
        let semi = name.and_then(|n| next_sig(tokens, n));
        if let (Some(n), Some(s)) = (name, semi) {
            if tokens[n].kind == Kind::Ident && tokens[s].is_punct(";") {
                found.push((i, n, s));
            }
        }
    }
    found
}

/// Every inline module `mod name { .. }` at the top level: its name and
/// token range, with its visibility and attributes.
pub fn top_level_modules(tokens: &[Token]) -> Result<Vec<(String, usize, usize)>, String> {
    let pairs = bracket_pairs(tokens)?;
    let mut found = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let t = &tokens[i];
        if t.is_ident("mod") {
            let name = next_sig(tokens, i);
            let open = name.and_then(|n| next_sig(tokens, n));
            if let (Some(n), Some(o)) = (name, open) {
                if tokens[o].is_punct("{") {
                    let close = pairs[o].ok_or("unclosed module")?;
                    let mut first = i;
                    if let Some(p) = prev_sig(tokens, i) {
                        if tokens[p].is_ident("pub") {
                            first = p;
                        } else if tokens[p].is_punct(")") {
                            let q = pairs[p].and_then(|q| prev_sig(tokens, q));
                            if let Some(q) = q.filter(|&q| tokens[q].is_ident("pub")) {
                                first = q;
                            }
                        }
                    }
                    let start = item_start(tokens, &pairs, first);
                    found.push((tokens[n].text.clone(), start, close + 1));
                    i = close + 1;
                    continue;
                }
            }
        }
        i = match (t.kind, pairs[i]) {
            (Kind::Punct, Some(c)) if c > i => c + 1,
            _ => i + 1,
        };
    }
    Ok(found)
}

/// Does the code name module `name` of this crate: `name` at the start of a
/// path or after `crate::`, `super::`, `self::` or `proconio::` (not, say,
/// `std::marker` for a module `marker`)?
pub fn names_module(tokens: &[Token], name: &str) -> bool {
    names_module_below(tokens, name, &["crate", "super", "self", "proconio"])
}

/// Does the code name a module `name` whose paths may start with one of
/// `parents` (`parent::name`) or with `name` itself (`name::x`, not after
/// `.`), or bring it in by a `use` (`use parent::{name, ..}`)? A variable
/// of that name (`let (line, pos) = ..`) does not.
pub fn names_module_below(tokens: &[Token], name: &str, parents: &[&str]) -> bool {
    let pairs = bracket_pairs(tokens).unwrap_or_else(|_| vec![None; tokens.len()]);
    (0..tokens.len()).any(|i| {
        tokens[i].is_ident(name)
            && match prev_sig(tokens, i) {
                Some(p) if tokens[p].kind == Kind::PathSep => {
                    prev_sig(tokens, p).is_none_or(|q| parents.contains(&tokens[q].text.as_str()))
                }
                Some(p) if tokens[p].is_punct(".") => false,
                _ => {
                    next_sig(tokens, i).is_some_and(|n| tokens[n].kind == Kind::PathSep)
                        || in_use_item(tokens, &pairs, i)
                }
            }
    })
}

/// Is token `i` inside a `use` item (in its path or one of its groups)?
/// Walks back over the item: a `;`, or a brace that opens or closes a block
/// rather than a `{ .. }` group after `::`, ends the search. Where the
/// brackets do not pair, true (the safe side for the callers).
fn in_use_item(tokens: &[Token], pairs: &[Option<usize>], i: usize) -> bool {
    let after_sep = |k: usize| prev_sig(tokens, k).is_some_and(|p| tokens[p].kind == Kind::PathSep);
    let mut k = i;
    while let Some(p) = prev_sig(tokens, k) {
        let t = &tokens[p];
        if t.is_ident("use") {
            return true;
        }
        if t.is_punct(";") || (t.is_punct("{") && !after_sep(p)) {
            return false;
        }
        if t.is_punct("}") {
            // A group closes here (`use a::{b::{c}, name}`): go to its opening.
            let open = match pairs[p] {
                Some(open) => open,
                None => return true,
            };
            if !after_sep(open) {
                return false;
            }
            k = open;
            continue;
        }
        k = p;
    }
    false
}

/// What a top-level item is, for [`top_level_items`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ItemKind {
    /// `fn`, `static`, `const`, `struct`, `enum`, `union`, `trait`, `type`:
    /// the item defines its name.
    Named,
    /// `impl .. for Name` or `impl Name`: the name is the type it belongs to.
    Impl,
    /// `use ..;`: the names it brings in (the last segment of each path, or
    /// the name after `as`; `self` stands for the segment before it).
    Use(Vec<String>),
    /// Anything else (`mod`, `macro_rules!`, `extern`, ...): never pruned.
    Other,
}

/// One top-level item: what it is, its name, and its token range with its
/// attributes and visibility.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    pub kind: ItemKind,
    pub name: String,
    pub start: usize,
    pub end: usize,
}

/// The items at the top level of `tokens` (a file or a module's body).
pub fn top_level_items(tokens: &[Token]) -> Result<Vec<Item>, String> {
    let pairs = bracket_pairs(tokens)?;
    let mut items = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if tokens[i].is_trivia() {
            i += 1;
            continue;
        }
        let start = i;
        // Attributes, visibility and qualifiers before the keyword.
        let mut k = i;
        loop {
            if let Some((end, _, _)) = attribute_at(tokens, &pairs, k) {
                k = next_sig(tokens, end - 1).unwrap_or(tokens.len());
            } else if tokens[k].is_ident("pub") {
                k = next_sig(tokens, k).unwrap_or(tokens.len());
                if k < tokens.len() && tokens[k].is_punct("(") {
                    let close = pairs[k].unwrap_or(tokens.len() - 1);
                    k = next_sig(tokens, close).unwrap_or(tokens.len());
                }
            } else if matches!(tokens[k].text.as_str(), "unsafe" | "default")
                && tokens[k].kind == Kind::Ident
            {
                k = next_sig(tokens, k).unwrap_or(tokens.len());
            } else {
                break;
            }
            if k >= tokens.len() {
                return Ok(items);
            }
        }
        let end = item_end(tokens, &pairs, k);
        let word = tokens[k].text.as_str();
        let name_after = |from: usize| {
            let mut n = next_sig(tokens, from);
            while let Some(j) = n.filter(|&j| tokens[j].is_ident("mut")) {
                n = next_sig(tokens, j);
            }
            n.filter(|&j| tokens[j].kind == Kind::Ident)
                .map(|j| tokens[j].text.clone())
        };
        let (kind, name) = match word {
            "fn" | "static" | "const" | "struct" | "enum" | "union" | "trait" | "type" => {
                match name_after(k) {
                    Some(name) => (ItemKind::Named, name),
                    None => (ItemKind::Other, String::new()),
                }
            }
            "impl" => (ItemKind::Impl, impl_header(&tokens[k..end]).1),
            "use" => (ItemKind::Use(use_leaves(&tokens[k..end])), String::new()),
            _ => (ItemKind::Other, String::new()),
        };
        items.push(Item {
            kind,
            name,
            start,
            end,
        });
        i = end.max(start + 1);
    }
    Ok(items)
}

/// The trait and the type of an `impl` item: for `impl Trait for Type`, the
/// last name before `for` (outside generics, without `r#`) and the last name
/// of the path after it; for an inherent `impl Type`, no trait and the last
/// name of the path after `impl` and its generics. A type's own generics and
/// `where` clause are not read.
pub fn impl_header(tokens: &[Token]) -> (Option<String>, String) {
    let mut depth = 0usize;
    let mut trait_name = None;
    let mut last = String::new();
    for (j, t) in tokens.iter().enumerate() {
        if t.is_trivia() {
            continue;
        }
        if t.is_punct("<") {
            depth += 1;
        } else if t.is_punct(">") && !(j > 0 && tokens[j - 1].is_punct("-")) {
            depth = depth.saturating_sub(1);
        } else if depth == 0 && (t.is_punct("{") || t.is_ident("where")) {
            break;
        } else if depth == 0 && t.is_ident("for") {
            let before = std::mem::take(&mut last);
            if trait_name.is_none() {
                trait_name = Some(before.trim_start_matches("r#").to_string());
            }
        } else if depth == 0
            && t.kind == Kind::Ident
            && !matches!(t.text.as_str(), "impl" | "unsafe")
        {
            last = t.text.clone();
        }
    }
    (trait_name.filter(|name| !name.is_empty()), last)
}

/// The names a `use` item brings into scope.
fn use_leaves(tokens: &[Token]) -> Vec<String> {
    let sig: Vec<&Token> = tokens.iter().filter(|t| !t.is_trivia()).collect();
    let mut leaves = Vec::new();
    for (j, t) in sig.iter().enumerate() {
        if t.kind != Kind::Ident || t.text == "use" || t.text == "pub" || t.text == "as" {
            continue;
        }
        let next = sig.get(j + 1).map(|n| n.text.as_str());
        let prev = j.checked_sub(1).map(|p| sig[p].text.as_str());
        if !matches!(next, Some(",") | Some("}") | Some(";") | None) {
            continue;
        }
        if t.text == "self" {
            // `a::{self, ..}`: the segment before the group.
            if let Some(seg) = j
                .checked_sub(3)
                .filter(|&p| sig[p + 1].kind == Kind::PathSep && sig[p + 2].is_punct("{"))
            {
                leaves.push(sig[seg].text.clone());
            }
        } else if prev != Some("(") {
            leaves.push(t.text.clone());
        }
    }
    leaves
}

/// A token range `start..end`.
pub type Span = (usize, usize);

/// The arms of the `macro_rules!` item in `tokens[start..end]`: for each,
/// the token range from its matcher to its body's closing bracket (and the
/// `;` after it, if any), and the range of the body.
pub fn macro_arms(tokens: &[Token], start: usize, end: usize) -> Result<Vec<(Span, Span)>, String> {
    let pairs = bracket_pairs(&tokens[start..end])?;
    let local = &tokens[start..end];
    let open = (0..local.len())
        .find(|&j| local[j].is_punct("{") || local[j].is_punct("("))
        .ok_or("a macro without a body")?;
    let close = pairs[open].ok_or("an unclosed macro body")?;
    let mut arms = Vec::new();
    let mut j = open + 1;
    while let Some(m) = (j..close).find(|&x| !local[x].is_trivia()) {
        if local[m].is_punct(";") {
            j = m + 1;
            continue;
        }
        let matcher_end = pairs[m].ok_or("a macro arm without a matcher")?;
        let arrow = next_sig(local, matcher_end).ok_or("no `=>` in a macro arm")?;
        let body = next_sig(local, arrow + 1).ok_or("no body in a macro arm")?;
        let body_end = pairs[body].ok_or("a macro arm without a body")?;
        let mut arm_end = body_end + 1;
        if let Some(semi) = next_sig(local, body_end).filter(|&s| local[s].is_punct(";")) {
            arm_end = semi + 1;
        }
        arms.push((
            (start + m, start + arm_end),
            (start + body, start + body_end + 1),
        ));
        j = arm_end;
    }
    Ok(arms)
}

/// Removes the given token ranges (whole lines where they fill them), each
/// with the `//` comment lines just above it (no blank line between).
pub fn remove_with_comments(tokens: &mut Vec<Token>, ranges: Vec<(usize, usize)>) {
    let ranges = ranges
        .into_iter()
        .map(|(mut start, end)| {
            while start >= 2
                && tokens[start - 2].kind == Kind::LineComment
                && !tokens[start - 2].is_doc()
                && tokens[start - 1].kind == Kind::Space
                && tokens[start - 1].text.matches('\n').count() == 1
            {
                start -= 2;
            }
            (start, end)
        })
        .collect();
    remove_ranges(tokens, ranges);
}

/// Does any identifier token equal `name`?
pub fn mentions(tokens: &[Token], name: &str) -> bool {
    tokens.iter().any(|t| t.is_ident(name))
}

/// The crates among `forbidden` that the code uses (`name::...`, `use name`,
/// `extern crate name`), plus every `extern crate`, as messages.
pub fn foreign_crates(tokens: &[Token], forbidden: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    for i in 0..tokens.len() {
        let t = &tokens[i];
        if t.kind != Kind::Ident {
            continue;
        }
        let prev = prev_sig(tokens, i).map(|p| tokens[p].text.as_str());
        let next = next_sig(tokens, i).map(|n| &tokens[n]);
        if t.text == "extern" && next.is_some_and(|n| n.is_ident("crate")) {
            found.push(format!("`extern crate` on line {}", line_of(tokens, i)));
        } else if forbidden.contains(&t.text)
            && (next.is_some_and(|n| n.kind == Kind::PathSep) || prev == Some("use"))
            && (starts_path(tokens, i)
                || prev_sig(tokens, i).is_some_and(|p| is_leading_sep(tokens, p)))
        {
            found.push(format!("crate `{}` on line {}", t.text, line_of(tokens, i)));
        }
    }
    found
}

/// The first place where the program names crate `root` other than as the
/// start of a path `root::..` in a `use` (`use grundy as g;`, `use
/// {grundy, proconio::input};`, `use ::grundy;`): a message with its line.
/// The bundle turns `root::` paths into `crate::root::` ones, and has no
/// crate to rename or import whole. A name `root` inside a group after a
/// path (`use grundy::games::lasker::{grundy, ..};`) is an item of that
/// path, not the crate.
pub fn whole_crate_use(tokens: &[Token], root: &str) -> Option<String> {
    let mut in_use = false;
    // For each open `{` of the `use`: whether it is at the root of the
    // tree (`use {..}`, `use ::{..}`, or inside such a group).
    let mut groups: Vec<bool> = Vec::new();
    for i in 0..tokens.len() {
        let t = &tokens[i];
        if t.is_ident("use") {
            in_use = true;
            groups.clear();
        } else if t.is_punct(";") {
            in_use = false;
        } else if in_use && t.is_punct("{") {
            let rooted = groups.last().copied().unwrap_or(true)
                && prev_sig(tokens, i)
                    .is_none_or(|p| tokens[p].kind != Kind::PathSep || is_leading_sep(tokens, p));
            groups.push(rooted);
        } else if in_use && t.is_punct("}") {
            groups.pop();
        } else if in_use && t.is_ident(root) && groups.last().copied().unwrap_or(true) {
            let next = next_sig(tokens, i);
            let continues = next.is_some_and(|n| tokens[n].kind == Kind::PathSep);
            let starts = starts_path(tokens, i)
                || prev_sig(tokens, i).is_some_and(|p| is_leading_sep(tokens, p));
            if starts && !continues {
                return Some(format!(
                    "line {} imports the crate `{}` itself (`use {}` or `use {} as ..`); \
                     name its items by their paths (`use {}::module::item;`)",
                    line_of(tokens, i),
                    root,
                    root,
                    root,
                    root
                ));
            }
        }
    }
    None
}

/// The first top-level item of the program named `name` in the type
/// namespace (a `mod`, `struct`, `enum`, `union`, `trait` or `type`), where
/// the bundle puts `mod name`: a message with its line. An item imported
/// under that name (`use grundy::games::lasker::grundy;`, a function) is
/// not refused: the crate itself imported whole is [`whole_crate_use`]'s,
/// and anything else a `use` brings in is named by the program's own
/// choice of path (rustc names a clash, if the item is a module or type).
pub fn clashes_with_module(tokens: &[Token], name: &str) -> Result<Option<String>, String> {
    for item in top_level_items(tokens)? {
        let part = &tokens[item.start..item.end];
        let sig: Vec<&Token> = part.iter().filter(|t| !t.is_trivia()).collect();
        let clashes = match &item.kind {
            ItemKind::Named => {
                item.name == name
                    && sig.iter().any(|t| {
                        matches!(
                            t.text.as_str(),
                            "struct" | "enum" | "union" | "trait" | "type"
                        )
                    })
            }
            ItemKind::Use(_) => false,
            ItemKind::Other => sig
                .windows(2)
                .any(|w| w[0].is_ident("mod") && w[1].is_ident(name)),
            ItemKind::Impl => false,
        };
        if clashes {
            return Ok(Some(format!(
                "line {} defines `{}` at the top level, the name of the module the bundle \
                 puts {}'s code in; rename it",
                line_of(
                    tokens,
                    item.start + part.iter().take_while(|t| t.is_trivia()).count()
                ),
                name,
                name
            )));
        }
    }
    Ok(None)
}

/// Indents every line by `width` spaces, leaving blank lines empty and never
/// touching the inside of a literal or comment.
pub fn indent(tokens: &mut Vec<Token>, width: usize) {
    if tokens.is_empty() {
        return;
    }
    let pad = " ".repeat(width);
    if tokens[0].kind != Kind::Space {
        tokens.insert(0, Token::new(Kind::Space, ""));
    }
    let count = tokens.len();
    for (i, t) in tokens.iter_mut().enumerate() {
        if t.kind != Kind::Space {
            continue;
        }
        let mut out = String::new();
        let mut chars = t.text.chars().peekable();
        let line_follows = |next: Option<&char>| match next {
            Some(&n) => n != '\n' && n != '\r',
            None => i + 1 < count,
        };
        if i == 0 && line_follows(chars.peek()) {
            out.push_str(&pad);
        }
        while let Some(c) = chars.next() {
            out.push(c);
            if c == '\n' && line_follows(chars.peek()) {
                out.push_str(&pad);
            }
        }
        t.text = out;
    }
}

/// Writes the indentation of every line with a tab per four spaces (as
/// rustfmt's `hard_tabs`), never touching the inside of a literal or comment:
/// the inlined modules' code as written, in a quarter of the bytes its
/// indentation takes with spaces.
pub fn tabs(tokens: &mut [Token]) {
    for (i, t) in tokens.iter_mut().enumerate() {
        if t.kind != Kind::Space {
            continue;
        }
        // The line's indentation: after the last newline, or the whole first token.
        let from = match t.text.rfind('\n') {
            Some(k) => k + 1,
            None if i == 0 => 0,
            None => continue,
        };
        let pad = &t.text[from..];
        let spaces = pad.len() - pad.trim_start_matches(' ').len();
        if spaces >= 4 {
            let tabbed = format!(
                "{}{}{}{}",
                &t.text[..from],
                "\t".repeat(spaces / 4),
                " ".repeat(spaces % 4),
                &pad[spaces..]
            );
            t.text = tabbed;
        }
    }
}

/// Collapses runs of blank lines to one, drops blank lines just inside
/// braces, and trims the ends.
pub fn tidy(tokens: &mut Vec<Token>) {
    tokens.retain(|t| !t.text.is_empty());
    // Merge neighbouring whitespace left behind by removals.
    let mut merged: Vec<Token> = Vec::with_capacity(tokens.len());
    for t in tokens.drain(..) {
        match merged.last_mut() {
            Some(last) if last.kind == Kind::Space && t.kind == Kind::Space => {
                last.text.push_str(&t.text)
            }
            _ => merged.push(t),
        }
    }
    *tokens = merged;
    for i in 0..tokens.len() {
        if tokens[i].kind != Kind::Space {
            continue;
        }
        let after_open = i > 0 && tokens[i - 1].is_punct("{");
        let before_close = i + 1 < tokens.len() && tokens[i + 1].is_punct("}");
        let max_newlines = if after_open || before_close { 1 } else { 2 };
        let text = &tokens[i].text;
        let newlines = text.matches('\n').count();
        if newlines > max_newlines {
            let indent = text.rsplit('\n').next().unwrap_or("").to_string();
            tokens[i].text = "\n".repeat(max_newlines) + &indent;
        } else if newlines > 0 {
            // Drop trailing spaces on emptied lines.
            let indent = text.rsplit('\n').next().unwrap_or("").to_string();
            tokens[i].text = "\n".repeat(newlines) + &indent;
        }
    }
    while tokens.first().is_some_and(|t| t.kind == Kind::Space) {
        tokens.remove(0);
    }
    while tokens.last().is_some_and(|t| t.kind == Kind::Space) {
        tokens.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexer::{render, tokenize};

    fn apply(src: &str, f: impl Fn(&mut Vec<Token>)) -> String {
        let mut t = tokenize(src).unwrap();
        f(&mut t);
        tidy(&mut t);
        render(&t)
    }

    #[test]
    fn docs_go_with_their_lines_but_strings_stay() {
        let src = "//! Module doc.\n//! More.\n\nuse x;\n\n/// A doc with \"quotes\" and { braces.\n/// Two lines.\n#[doc = \"attr doc\"]\npub fn f() -> &'static str {\n    // a plain comment stays\n    \"/// not a doc\" /** gone */\n}\n/*! inner\nblock */\nstruct S {\n    /// field doc\n    x: u8, /// trailing\n}\n";
        let out = apply(src, |t| strip_docs(t).unwrap());
        assert_eq!(
            out,
            "use x;\n\npub fn f() -> &'static str {\n    // a plain comment stays\n    \"/// not a doc\"\n}\nstruct S {\n    x: u8,\n}"
        );
    }

    #[test]
    fn test_modules_go_even_with_braces_in_strings() {
        let src = "pub fn f() {}\n\n#[cfg(test)]\nmod tests {\n    use super::*;\n    #[test]\n    fn t() {\n        let s = \"}}} {\";\n        let c = '}';\n        let r = r#\"}\"#;\n        mod inner { fn g() {} }\n    }\n}\n\npub fn g() {}\n";
        let out = apply(src, |t| strip_cfg_off_items(t).unwrap());
        assert_eq!(out, "pub fn f() {}\n\npub fn g() {}");
    }

    #[test]
    fn cfg_items_of_every_shape() {
        let src = "#[allow(unused)]\n#[cfg(test)]\n#[derive(Debug)]\nstruct A { x: u8 }\n#[cfg(test)]\nuse std::collections::{HashMap, HashSet};\n#[cfg(test)]\nconst C: S = S { a: 1 };\n#[cfg(feature = \"derive\")]\npub use derive::*;\n#[cfg(test)]\nstruct T(u8);\n#[cfg(not(test))]\nfn kept() {}\n#[cfg(debug_assertions)]\nfn also_kept() {}\nfn main() {}\n";
        let out = apply(src, |t| strip_cfg_off_items(t).unwrap());
        assert_eq!(
            out,
            "#[cfg(not(test))]\nfn kept() {}\n#[cfg(debug_assertions)]\nfn also_kept() {}\nfn main() {}"
        );
    }

    #[test]
    fn heads_of_plain_grouped_and_glob_paths() {
        let src = "use crate::mex::mex_mask;\nuse crate::{board::{grundy_table, Board}, nim::{self, xor}, input};\nfn f() { crate::octal::g(); let s = \"crate::fake::x\"; x.crate::y; }\nuse foo::crate::z;\nuse crate::*;";
        let heads = path_heads(&tokenize(src).unwrap(), "crate").unwrap();
        let names = |s: &[&str]| {
            s.iter()
                .map(|n| Head::Name(n.to_string()))
                .collect::<Vec<_>>()
        };
        let mut want = names(&["mex", "board", "nim", "input", "octal"]);
        want.push(Head::Glob);
        assert_eq!(heads, want);
    }

    #[test]
    fn heads_and_trees_of_deeply_nested_groups_need_no_deep_stack() {
        // 100,000 nested groups: the recursive walk this replaced overflowed
        // the stack (a crash of `bundle --file` on such a `use`).
        let depth = 100_000;
        let src = format!(
            "use proconio::{}input{};",
            "{".repeat(depth),
            "}".repeat(depth)
        );
        let tokens = tokenize(&src).unwrap();
        assert_eq!(
            path_heads(&tokens, "proconio").unwrap(),
            vec![Head::Name("input".to_string())]
        );
        assert_eq!(
            path_trees(&tokens, "proconio").unwrap(),
            vec![vec!["input".to_string()]]
        );
    }

    #[test]
    fn rewrites_path_roots_only() {
        let src = "use crate::a::b; pub(crate) fn f() { $crate::m!(); grundy::x::y(); ::grundy::z(); a::grundy::w; \"crate::s\"; }";
        let mut t = tokenize(src).unwrap();
        rewrite_path_root(&mut t, "crate", "crate::grundy");
        rewrite_path_root(&mut t, "grundy", "crate::grundy");
        assert_eq!(
            render(&t),
            "use crate::grundy::a::b; pub(crate) fn f() { $crate::grundy::m!(); crate::grundy::x::y(); crate::grundy::z(); a::grundy::w; \"crate::s\"; }"
        );
    }

    #[test]
    fn finds_foreign_crates() {
        let forbidden = vec!["itertools".to_string(), "rand".to_string()];
        let found = |src: &str| foreign_crates(&tokenize(src).unwrap(), &forbidden);
        assert_eq!(found("use itertools::Itertools;").len(), 1);
        assert_eq!(found("let x = rand::random::<u8>();").len(), 1);
        assert_eq!(found("use rand;").len(), 1);
        assert_eq!(found("extern crate foo;").len(), 1);
        assert_eq!(found("let x = ::rand::random::<u8>();").len(), 1);
        assert!(found("let rand = 3; let s = \"itertools::x\"; a.rand; my::rand::f();").is_empty());
    }

    #[test]
    fn file_modules_skip_inline_ones() {
        let t = tokenize("pub mod a;\nmod b { mod c; }\nmod d {}\n// mod e;\n").unwrap();
        let names: Vec<&str> = file_modules(&t)
            .into_iter()
            .map(|(_, n, _)| t[n].text.as_str())
            .collect();
        assert_eq!(names, vec!["a", "c"]);
    }

    #[test]
    fn top_level_modules_with_their_attributes() {
        let src = "use x;\n#[cfg(a)]\npub mod a { mod inner {} }\nfn f() { mod local {} }\npub(crate) mod b {}\nmod c;\n";
        let t = tokenize(src).unwrap();
        let found: Vec<(String, String)> = top_level_modules(&t)
            .unwrap()
            .into_iter()
            .map(|(name, s, e)| (name, render(&t[s..e])))
            .collect();
        assert_eq!(
            found,
            vec![
                (
                    "a".to_string(),
                    "#[cfg(a)]\npub mod a { mod inner {} }".to_string()
                ),
                ("b".to_string(), "pub(crate) mod b {}".to_string()),
            ]
        );
    }

    #[test]
    fn module_names_are_told_from_other_paths() {
        let named = |src: &str| names_module(&tokenize(src).unwrap(), "marker");
        assert!(named("use crate::marker::Chars;"));
        assert!(named("use super::{marker, source};"));
        assert!(named("let x: proconio::marker::Usize1;"));
        assert!(named("use marker::Chars;"));
        assert!(!named("use std::marker::PhantomData;"));
        assert!(!named("let m = x.marker; let s = \"marker\";"));
        assert!(named("use super::{a::{b}, marker};"));
        assert!(named("fn f() { marker::g() }"));
        // A variable of the module's name is no path.
        assert!(!named("let (marker, pos) = (1, 2);"));
        assert!(!named("fn f() { g(marker); }"));
        assert!(!named(
            "fn f() { let marker = 1; }\nfn g() -> u8 { marker }"
        ));
    }

    #[test]
    fn leading_inner_attributes_go() {
        let out = apply(
            "// c\n#![allow(clippy::x)]\n#![warn(y)]\n\nuse z;\n#[inline]\nfn f() {}\n",
            |t| strip_leading_inner_attributes(t).unwrap(),
        );
        assert_eq!(out, "// c\n\nuse z;\n#[inline]\nfn f() {}");
    }

    #[test]
    fn top_level_items_name_what_they_define() {
        let src = "use std::{io::{self, BufRead}, sync::Mutex};\npub use crate::a::B as C;\n#[doc(hidden)]\npub static S: u8 = 1;\npub(crate) fn f() {}\nimpl<R: BufRead> x::T<R> for E<R> { fn g() {} }\nunsafe impl Send for E<u8> {}\nimpl<'a> W<'a> {}\nmacro_rules! m { () => {} }\nmod k { fn h() {} }\n";
        let t = tokenize(src).unwrap();
        let items: Vec<(ItemKind, String, String)> = top_level_items(&t)
            .unwrap()
            .into_iter()
            .map(|i| (i.kind, i.name, render(&t[i.start..i.end])))
            .collect();
        let leaves = |names: &[&str]| ItemKind::Use(names.iter().map(|n| n.to_string()).collect());
        let want = vec![
            (
                leaves(&["io", "BufRead", "Mutex"]),
                "",
                "use std::{io::{self, BufRead}, sync::Mutex};",
            ),
            (leaves(&["C"]), "", "pub use crate::a::B as C;"),
            (
                ItemKind::Named,
                "S",
                "#[doc(hidden)]\npub static S: u8 = 1;",
            ),
            (ItemKind::Named, "f", "pub(crate) fn f() {}"),
            (
                ItemKind::Impl,
                "E",
                "impl<R: BufRead> x::T<R> for E<R> { fn g() {} }",
            ),
            (ItemKind::Impl, "E", "unsafe impl Send for E<u8> {}"),
            (ItemKind::Impl, "W", "impl<'a> W<'a> {}"),
            (ItemKind::Other, "", "macro_rules! m { () => {} }"),
            (ItemKind::Other, "", "mod k { fn h() {} }"),
        ];
        let want: Vec<(ItemKind, String, String)> = want
            .into_iter()
            .map(|(k, n, text)| (k, n.to_string(), text.to_string()))
            .collect();
        assert_eq!(items, want);
    }

    #[test]
    fn macro_arms_and_their_bodies() {
        let src = "#[macro_export]\nmacro_rules! m {\n    (@a $x:expr) => { $x };\n    ($($r:tt)*) => {{ g($($r)*) }};\n    [from] => ( 1 )\n}";
        let t = tokenize(src).unwrap();
        let arms: Vec<(String, String)> = macro_arms(&t, 0, t.len())
            .unwrap()
            .into_iter()
            .map(|((s, e), (bs, be))| (render(&t[s..e]), render(&t[bs..be])))
            .collect();
        let want = [
            ("(@a $x:expr) => { $x };", "{ $x }"),
            ("($($r:tt)*) => {{ g($($r)*) }};", "{{ g($($r)*) }}"),
            ("[from] => ( 1 )", "( 1 )"),
        ];
        let want: Vec<(String, String)> = want
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        assert_eq!(arms, want);
        // Removing one takes its line and the comment above it.
        let src = "fn a() {}\n// about b\n// more\nfn b() {}\n\n// about c\n\nfn c() {}\n";
        let mut t = tokenize(src).unwrap();
        let items = top_level_items(&t).unwrap();
        let ranges = items[1..].iter().map(|i| (i.start, i.end)).collect();
        remove_with_comments(&mut t, ranges);
        tidy(&mut t);
        assert_eq!(render(&t), "fn a() {}\n\n// about c");
    }

    #[test]
    fn indent_leaves_literals_alone() {
        let mut t = tokenize("fn f() {\n    let s = \"a\nb\";\n\n}").unwrap();
        indent(&mut t, 4);
        assert_eq!(
            render(&t),
            "    fn f() {\n        let s = \"a\nb\";\n\n    }"
        );
    }

    #[test]
    fn tabs_indent_lines_but_not_literals() {
        let mut t = tokenize(
            "    fn f() {\n        let s = \"a\n        b\";\n\n      x /* c\n        d */\n    }",
        )
        .unwrap();
        tabs(&mut t);
        assert_eq!(
            render(&t),
            "\tfn f() {\n\t\tlet s = \"a\n        b\";\n\n\t  x /* c\n        d */\n\t}"
        );
    }
}
