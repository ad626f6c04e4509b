//! proconio's source, cut to what the program reaches, as the body of the
//! bundle's `mod proconio`.
//!
//! What goes:
//! - the macros nothing reaches (the program names `input!`, whose body
//!   names `read_value!`; `input_interactive!` stays out);
//! - the global-stdin machinery (`STDIN_SOURCE`, a `std::sync::OnceLock`,
//!   Rust 1.70, and what only it uses) when every `input!` / `read_value!`
//!   the program writes reads `from` a source of its own: the macros' arms
//!   without `from` are dropped, then every top-level item nothing names;
//! - the macro arms for kinds no `input!` / `read_value!` call of the
//!   program writes: `with` (`RuntimeReadable`), tuples, `mut` bindings,
//!   arrays, arrays without `; len`, and `read_value!(from ..)` when only
//!   `input!` calls it (`Kinds`), and the arms that only raise
//!   `compile_error!`;
//! - modules nothing names (`marker`; a variable `line` names no module
//!   `line`), and inside the kept modules the items nothing mentions
//!   (`source::RuntimeReadable`).
//!
//! The kept macros stay `#[macro_export]`, renamed `__proconio_<name>`, and
//! `mod proconio` re-exports each as `pub use crate::__proconio_<name> as
//! <name>;`: the one form that resolves by path (`crate::proconio::input`) in
//! editions 2015, 2018 and 2021 alike (a plain `macro_rules!` re-exported with
//! `pub(crate) use input;` does not resolve in 2015, where `use` paths start
//! at the crate root).

use crate::lexer::{Kind, Token};
use crate::load::load_module;
use crate::transform::{self, line_indent, ItemKind};
use std::path::Path;

/// proconio 0.5.0's items that read the process's stdin through one global
/// `OnceLock`; the arms of `input!` and `read_value!` without `from` use them.
const GLOBAL_STDIN: [&str; 3] = [
    "STDIN_SOURCE",
    "__acquire_global_stdin_lock",
    "is_stdin_empty",
];

/// Macros that always read the global stdin.
const GLOBAL_STDIN_MACROS: [&str; 2] = ["input_interactive", "read_value_interactive"];

/// The prefix of the crate-root names the kept macros are exported under.
const EXPORT_PREFIX: &str = "__proconio_";

/// proconio, cut for one program.
pub struct Proconio {
    /// The body of `mod proconio`.
    pub tokens: Vec<Token>,
    /// Whether the program reads proconio's global stdin (`input!` without
    /// `from`), which keeps `std::sync::OnceLock` (Rust 1.70) in the bundle.
    pub global_stdin: bool,
}

/// proconio's source rooted at `lib`, cut to what `user` (the binary and the
/// library modules it reaches) needs, with its paths rewritten to
/// `crate::proconio::..`.
pub fn load(lib: &Path, user: &[Token]) -> Result<Proconio, String> {
    let dir = lib.parent().ok_or("proconio's lib.rs has no folder")?;
    let mut tokens = load_module(lib, dir, true)?;
    let at = |e: String| format!("proconio: {}", e);
    transform::strip_leading_inner_attributes(&mut tokens).map_err(at)?;

    let global_stdin = reads_global_stdin(user);
    if !global_stdin {
        drop_global_stdin_arms(&mut tokens).map_err(at)?;
    }
    drop_unused_arms(&mut tokens, user).map_err(at)?;
    strip_comments(&mut tokens);
    let kept = keep_reached_macros(&mut tokens, user).map_err(at)?;
    prune_items(&mut tokens, user).map_err(at)?;
    prune_modules(&mut tokens, user).map_err(at)?;
    prune_module_items(&mut tokens, user).map_err(at)?;
    transform::rewrite_path_root(&mut tokens, "crate", "crate::proconio");
    export_macros(&mut tokens, &kept).map_err(at)?;
    transform::tidy(&mut tokens);
    Ok(Proconio {
        tokens,
        global_stdin,
    })
}

/// Does the code call `input!` or `read_value!` without `from` (or name the
/// global stdin some other way)?
pub fn reads_global_stdin(user: &[Token]) -> bool {
    let without_from = (0..user.len()).any(|i| {
        let t = &user[i];
        if !(t.is_ident("input") || t.is_ident("read_value")) {
            return false;
        }
        let bang = transform::next_sig(user, i).filter(|&b| user[b].is_punct("!"));
        let open = bang
            .and_then(|b| transform::next_sig(user, b))
            .filter(|&o| matches!(user[o].text.as_str(), "{" | "(" | "["));
        match open.and_then(|o| transform::next_sig(user, o)) {
            Some(first) => !user[first].is_ident("from"),
            None => false,
        }
    });
    without_from
        || GLOBAL_STDIN
            .iter()
            .chain(GLOBAL_STDIN_MACROS.iter())
            .any(|name| transform::mentions(user, name))
}

/// Removes the macro arms whose expansion names the global stdin.
fn drop_global_stdin_arms(tokens: &mut Vec<Token>) -> Result<(), String> {
    let mut ranges = Vec::new();
    for (_, start, end) in macro_items(tokens)? {
        for (arm, (body_start, body_end)) in transform::macro_arms(tokens, start, end)? {
            let body = &tokens[body_start..body_end];
            if GLOBAL_STDIN
                .iter()
                .any(|name| transform::mentions(body, name))
            {
                ranges.push(arm);
            }
        }
    }
    transform::remove_with_comments(tokens, ranges);
    Ok(())
}

/// Removes the macro arms a program that compiles never expands: those
/// that only raise `compile_error!` (a malformed call), and those that parse
/// a kind no `input!` or `read_value!` call of `user` writes (see
/// [`Kinds`]): `with` (proconio's `RuntimeReadable` kinds), tuples, `mut`,
/// arrays, an array without its length, and `read_value!(from ..)` when the program
/// calls `read_value!` only through `input!`.
fn drop_unused_arms(tokens: &mut Vec<Token>, user: &[Token]) -> Result<(), String> {
    let kinds = Kinds::of(user)?;
    let mut ranges = Vec::new();
    for (name, start, end) in macro_items(tokens)? {
        for (arm, (body_start, body_end)) in transform::macro_arms(tokens, start, end)? {
            let matcher = &tokens[arm.0..body_start];
            let body = &tokens[body_start..body_end];
            let fails = transform::mentions(body, "compile_error");
            let dynamic = transform::mentions(matcher, "dyn_kind")
                || transform::mentions(body, "dyn_kind")
                || matcher.iter().any(|t| t.is_ident("with"));
            let sig: Vec<&Token> = matcher.iter().filter(|t| !t.is_trivia()).collect();
            // `(` right after `[` or `@rest`: the arm takes a tuple kind apart.
            let tuple = transform::mentions(matcher, "tuple")
                || sig
                    .windows(2)
                    .any(|w| w[1].is_punct("(") && (w[0].is_punct("[") || w[0].is_ident("rest")));
            // `@rest mut`: a `mut` binding (not the `@mut [..]` the arms pass on).
            let binding_mut = sig
                .windows(2)
                .any(|w| w[0].is_ident("rest") && w[1].is_ident("mut"));
            // `(@array .. @rest) =>`: an array kind without `; len` reads its length.
            let close = sig
                .iter()
                .rposition(|t| t.is_punct(")") || t.is_punct("]") || t.is_punct("}"));
            let unsized_array = transform::mentions(matcher, "array")
                && close.is_some_and(|c| c > 0 && sig[c - 1].is_ident("rest"));
            // `@array`, `[[` or `@rest [`: the arm reads an array kind.
            let array = transform::mentions(matcher, "array")
                || sig
                    .windows(2)
                    .any(|w| w[1].is_punct("[") && (w[0].is_punct("[") || w[0].is_ident("rest")));
            let direct = name == "read_value" && sig.get(1).is_some_and(|t| t.is_ident("from"));
            if fails
                || (dynamic && !kinds.with)
                || (tuple && !kinds.tuple)
                || (binding_mut && !kinds.binding_mut)
                || (unsized_array && !kinds.unsized_array)
                || (array && !kinds.array)
                || (direct && !kinds.read_value)
            {
                ranges.push(arm);
            }
        }
    }
    transform::remove_with_comments(tokens, ranges);
    Ok(())
}

/// What the `input!` and `read_value!` calls of the program (and of the
/// library code it reaches) write after their `from` source: each flag is
/// true when some call may need the macro arms that read it. A call with a
/// `$` in it (inside a macro of the program's, where the kinds are not in
/// view) sets every flag.
#[derive(Debug, Default, PartialEq, Eq)]
struct Kinds {
    /// `with`: a `RuntimeReadable` kind.
    with: bool,
    /// A parenthesised group: a tuple kind (or a tuple pattern).
    tuple: bool,
    /// `mut`: a mutable binding.
    binding_mut: bool,
    /// A `[..]` group: an array kind.
    array: bool,
    /// A `[..]` group with no `;` of its own: an array read with its length.
    unsized_array: bool,
    /// `read_value!` named at all, so called by the program itself.
    read_value: bool,
}

impl Kinds {
    fn of(user: &[Token]) -> Result<Kinds, String> {
        let pairs = transform::bracket_pairs(user)?;
        let mut kinds = Kinds {
            read_value: transform::mentions(user, "read_value"),
            ..Kinds::default()
        };
        for i in 0..user.len() {
            if !(user[i].is_ident("input") || user[i].is_ident("read_value")) {
                continue;
            }
            let bang = transform::next_sig(user, i).filter(|&b| user[b].is_punct("!"));
            let open = bang.and_then(|b| transform::next_sig(user, b));
            let (open, close) = match open.and_then(|o| Some((o, pairs[o]?))) {
                Some(group) => group,
                None => continue,
            };
            // Past `from <expr>,`: the source's own parentheses are no kind.
            let mut k = transform::next_sig(user, open).unwrap_or(close);
            if user[k].is_ident("from") {
                while k < close && !user[k].is_punct(",") {
                    k = pairs[k].unwrap_or(k) + 1;
                }
            }
            for j in k..close {
                let t = &user[j];
                if t.is_punct("$") {
                    kinds.with = true;
                    kinds.tuple = true;
                    kinds.binding_mut = true;
                    kinds.array = true;
                    kinds.unsized_array = true;
                }
                kinds.with |= t.is_ident("with");
                kinds.tuple |= t.is_punct("(");
                kinds.binding_mut |= t.is_ident("mut");
                if t.is_punct("[") {
                    kinds.array = true;
                    let end = pairs[j].unwrap_or(close);
                    let mut m = j + 1;
                    let mut sized = false;
                    while m < end {
                        sized |= user[m].is_punct(";");
                        m = if user[m].is_punct("(")
                            || user[m].is_punct("[")
                            || user[m].is_punct("{")
                        {
                            pairs[m].unwrap_or(m) + 1
                        } else {
                            m + 1
                        };
                    }
                    kinds.unsized_array |= !sized;
                }
            }
        }
        Ok(kinds)
    }
}

/// Removes proconio's plain comments (its docs are gone already): they
/// describe proconio's code to its maintainers, not to a reader of the
/// bundle.
fn strip_comments(tokens: &mut Vec<Token>) {
    transform::strip_comments(tokens);
}

/// Keeps the macros the program names and those their bodies name; removes
/// the others. Returns the kept macros' names.
fn keep_reached_macros(tokens: &mut Vec<Token>, user: &[Token]) -> Result<Vec<String>, String> {
    let macros = macro_items(tokens)?;
    let mut keep: Vec<&str> = Vec::new();
    let mut frontier: Vec<&str> = macros
        .iter()
        .map(|m| m.0.as_str())
        .filter(|name| transform::mentions(user, name))
        .collect();
    while let Some(name) = frontier.pop() {
        if keep.contains(&name) {
            continue;
        }
        keep.push(name);
        let (_, start, end) = macros.iter().find(|m| m.0 == name).expect("listed above");
        for (other, _, _) in &macros {
            if transform::mentions(&tokens[*start..*end], other) {
                frontier.push(other);
            }
        }
    }
    let kept: Vec<String> = keep.iter().map(|s| s.to_string()).collect();
    let dropped = macros
        .iter()
        .filter(|m| !keep.contains(&m.0.as_str()))
        .map(|m| (m.1, m.2))
        .collect();
    transform::remove_with_comments(tokens, dropped);
    Ok(kept)
}

/// Renames each kept macro `m` to `__proconio_m` (still `#[macro_export]`)
/// and re-exports it as `pub use crate::__proconio_m as m;` after its
/// definition. Runs after the paths are rewritten: the `crate::` it writes is
/// the bundle's crate root, where `#[macro_export]` puts the macro.
fn export_macros(tokens: &mut Vec<Token>, kept: &[String]) -> Result<(), String> {
    for (name, start, end) in macro_items(tokens)?.into_iter().rev() {
        if !kept.contains(&name) {
            continue;
        }
        let exported = format!("{}{}", EXPORT_PREFIX, name);
        let indent = line_indent(tokens, start);
        let export = vec![
            Token::new(Kind::Space, &format!("\n{}", indent)),
            Token::new(Kind::Ident, "pub"),
            Token::new(Kind::Space, " "),
            Token::new(Kind::Ident, "use"),
            Token::new(Kind::Space, " "),
            Token::new(Kind::Ident, "crate"),
            Token::new(Kind::PathSep, "::"),
            Token::new(Kind::Ident, &exported),
            Token::new(Kind::Space, " "),
            Token::new(Kind::Ident, "as"),
            Token::new(Kind::Space, " "),
            Token::new(Kind::Ident, &name),
            Token::new(Kind::Punct, ";"),
        ];
        tokens.splice(end..end, export);
        let name_at = (start..end)
            .find(|&i| tokens[i].is_ident("macro_rules"))
            .and_then(|i| transform::next_sig(tokens, i))
            .and_then(|b| transform::next_sig(tokens, b))
            .ok_or("a macro without a name")?;
        tokens[name_at].text = exported;
    }
    Ok(())
}

/// Removes, until none is left, every top-level `fn`, `static`, `enum`, ...
/// (with its `impl`s) and every `use` whose names nothing else names: the
/// program (by a path `proconio::name`), the macros kept, or other items.
/// Inside a module, only a path `super::name` or `crate::name` names a
/// top-level item.
fn prune_items(tokens: &mut Vec<Token>, user: &[Token]) -> Result<(), String> {
    // What the program names below `proconio::`.
    let heads = transform::path_heads(user, "proconio")?;
    let user_names = |name: &str| {
        heads.iter().any(|head| match head {
            transform::Head::Glob => true,
            transform::Head::Name(n) => n == name,
        })
    };
    loop {
        let items = transform::top_level_items(tokens)?;
        let modules: Vec<(usize, usize)> = transform::top_level_modules(tokens)?
            .into_iter()
            .map(|(_, s, e)| (s, e))
            .collect();
        let named_elsewhere = |name: &str, own: &[(usize, usize)]| {
            user_names(name)
                || (0..tokens.len()).any(|i| {
                    tokens[i].is_ident(name)
                        && !own.iter().any(|&(s, e)| s <= i && i < e)
                        && (!modules.iter().any(|&(s, e)| s <= i && i < e)
                            || named_from_module(tokens, i))
                })
        };
        let mut drop = Vec::new();
        for item in &items {
            match &item.kind {
                ItemKind::Named => {
                    let own: Vec<(usize, usize)> = items
                        .iter()
                        .filter(|other| {
                            std::ptr::eq(*other, item)
                                || (other.kind == ItemKind::Impl && other.name == item.name)
                        })
                        .map(|other| (other.start, other.end))
                        .collect();
                    if !named_elsewhere(&item.name, &own) {
                        drop.extend(own);
                    }
                }
                ItemKind::Use(leaves) if !leaves.is_empty() => {
                    let own = [(item.start, item.end)];
                    if !leaves.iter().any(|leaf| named_elsewhere(leaf, &own)) {
                        drop.push((item.start, item.end));
                    }
                }
                _ => {}
            }
        }
        if drop.is_empty() {
            return Ok(());
        }
        transform::remove_with_comments(tokens, drop);
    }
}

/// Removes, until none is left, every module (at any depth) that neither
/// the program nor the rest of proconio names: `marker`, and `source::auto`
/// and `source::line` once the global stdin is gone.
fn prune_modules(tokens: &mut Vec<Token>, user: &[Token]) -> Result<(), String> {
    'again: loop {
        let mut pending = vec![("proconio".to_string(), 0, tokens.len())];
        while let Some((parent, lo, hi)) = pending.pop() {
            for (name, start, end) in transform::top_level_modules(&tokens[lo..hi])? {
                let (start, end) = (lo + start, lo + end);
                let named = |part: &[Token]| {
                    if lo == 0 {
                        transform::names_module(part, &name)
                    } else {
                        transform::names_module_below(part, &name, &[&parent, "super", "self"])
                    }
                };
                if !named(user) && !named(&tokens[..start]) && !named(&tokens[end..]) {
                    transform::remove_with_comments(tokens, vec![(start, end)]);
                    continue 'again;
                }
                if let Some(open) = (start..end).find(|&i| tokens[i].is_punct("{")) {
                    pending.push((name, open + 1, end - 1));
                }
            }
        }
        return Ok(());
    }
}

/// Removes, until none is left, every `fn`, `trait`, `struct`, ... inside a
/// module of proconio whose name nothing else mentions, in proconio or in
/// the program (`source::RuntimeReadable` once the `with` arms are gone). An
/// `impl` of such an item mentions its name, so the item stays with it.
fn prune_module_items(tokens: &mut Vec<Token>, user: &[Token]) -> Result<(), String> {
    'again: loop {
        let mut pending = vec![(0, tokens.len(), true)];
        while let Some((lo, hi, top)) = pending.pop() {
            if !top {
                for item in transform::top_level_items(&tokens[lo..hi])? {
                    let (start, end) = (lo + item.start, lo + item.end);
                    let mentioned = transform::mentions(&tokens[..start], &item.name)
                        || transform::mentions(&tokens[end..], &item.name)
                        || transform::mentions(user, &item.name);
                    if item.kind == ItemKind::Named && !mentioned {
                        transform::remove_with_comments(tokens, vec![(start, end)]);
                        continue 'again;
                    }
                }
            }
            for (_, start, end) in transform::top_level_modules(&tokens[lo..hi])? {
                let (start, end) = (lo + start, lo + end);
                if let Some(open) = (start..end).find(|&i| tokens[i].is_punct("{")) {
                    pending.push((open + 1, end - 1, false));
                }
            }
        }
        return Ok(());
    }
}

/// Is the identifier at `i` (inside a module) a path `super::name` or
/// `crate::name`?
fn named_from_module(tokens: &[Token], i: usize) -> bool {
    transform::prev_sig(tokens, i)
        .filter(|&p| tokens[p].kind == Kind::PathSep)
        .and_then(|p| transform::prev_sig(tokens, p))
        .is_some_and(|q| tokens[q].is_ident("super") || tokens[q].is_ident("crate"))
}

/// Every `macro_rules! name { .. }` item: its name and token range, with
/// its attributes.
pub fn macro_items(tokens: &[Token]) -> Result<Vec<(String, usize, usize)>, String> {
    let pairs = transform::bracket_pairs(tokens)?;
    let mut found = Vec::new();
    for i in 0..tokens.len() {
        if !tokens[i].is_ident("macro_rules") {
            continue;
        }
        let bang = transform::next_sig(tokens, i);
        let name = bang.and_then(|b| transform::next_sig(tokens, b));
        if let (Some(b), Some(n)) = (bang, name) {
            if tokens[b].is_punct("!") && tokens[n].kind == Kind::Ident {
                let start = transform::item_start(tokens, &pairs, i);
                let end = transform::item_end(tokens, &pairs, i);
                found.push((tokens[n].text.clone(), start, end));
            }
        }
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexer::tokenize;

    fn kinds(src: &str) -> Kinds {
        Kinds::of(&tokenize(src).unwrap()).unwrap()
    }

    #[test]
    fn kinds_are_read_after_the_source() {
        // The source's own parentheses are no tuple.
        assert_eq!(
            kinds("input! { from f(a, b), n: usize, v: [[u64; n]; n] }"),
            Kinds {
                array: true,
                ..Kinds::default()
            }
        );
        assert_eq!(
            kinds("input! { from s, mut p: (u8, [u8]) }"),
            Kinds {
                tuple: true,
                binding_mut: true,
                array: true,
                unsized_array: true,
                ..Kinds::default()
            }
        );
        assert_eq!(
            kinds("let x = read_value!(from s, usize with Foo);"),
            Kinds {
                with: true,
                read_value: true,
                ..Kinds::default()
            }
        );
        // Inside a macro of the program's the kinds are not in view.
        let hidden = kinds("macro_rules! r { ($t:tt) => { input! { from s, x: $t } } }");
        assert!(hidden.tuple && hidden.array && hidden.unsized_array && hidden.binding_mut);
    }

    #[test]
    fn module_items_nothing_names_go() {
        let mut tokens = tokenize("pub mod source {\n    pub trait Source {}\n\n    pub trait RuntimeReadable {}\n\n    pub trait Readable {}\n\n    impl<T: Source> Readable for T {}\n\n    pub struct Named;\n}\n").unwrap();
        let user =
            tokenize("fn main() {\n    let _ = crate::proconio::source::Named;\n}\n").unwrap();
        prune_module_items(&mut tokens, &user).unwrap();
        let left = crate::lexer::render(&tokens);
        assert!(!left.contains("RuntimeReadable"), "{}", left);
        for kept in [
            "trait Source",
            "trait Readable",
            "impl<T: Source> Readable for T",
            "struct Named",
        ] {
            assert!(left.contains(kept), "{:?} gone from:\n{}", kept, left);
        }
    }

    /// proconio 0.5.0's arm shapes, each body naming the arm.
    const ARMS: &str = "macro_rules! read_value {\n    (@source [$source:expr] @kind [[$($kind:tt)*]]) => { arm_array };\n    (@array @source [$source:expr] @kind [$($kind:tt)*] @rest) => {{ arm_unsized }};\n    (@source [$source:expr] @kind [($($kinds:tt)*)]) => { arm_tuple };\n    (@tuple @source [$source:expr] @rest) => { arm_tuple_rest };\n    (@source [$source:expr] @kind [$kind:ty]) => { arm_plain };\n    (from $source:expr, $($rest:tt)*) => {{ arm_from }};\n}\nmacro_rules! input {\n    (@from [$source:expr] @rest mut $($rest:tt)*) => { arm_mut };\n    (@from [$source:expr] @rest $($rest:tt)*) => { arm_rest };\n}\n";

    fn arms_left(program: &str) -> Vec<&'static str> {
        let mut tokens = tokenize(ARMS).unwrap();
        drop_unused_arms(&mut tokens, &tokenize(program).unwrap()).unwrap();
        let names = [
            "arm_array",
            "arm_unsized",
            "arm_tuple",
            "arm_tuple_rest",
            "arm_plain",
            "arm_from",
            "arm_mut",
            "arm_rest",
        ];
        names
            .into_iter()
            .filter(|name| transform::mentions(&tokens, name))
            .collect()
    }

    #[test]
    fn arms_of_kinds_no_call_writes_go() {
        assert_eq!(
            arms_left("input! { from s, n: usize }"),
            ["arm_plain", "arm_rest"]
        );
        assert_eq!(
            arms_left("input! { from s, n: usize, a: [u64; n] }"),
            ["arm_array", "arm_plain", "arm_rest"]
        );
        assert_eq!(
            arms_left("input! { from s, mut a: [(u8, u8)] }"),
            [
                "arm_array",
                "arm_unsized",
                "arm_tuple",
                "arm_tuple_rest",
                "arm_plain",
                "arm_mut",
                "arm_rest"
            ]
        );
        assert_eq!(
            arms_left("let x = read_value!(from s, u8);"),
            ["arm_plain", "arm_from", "arm_rest"]
        );
    }
}
