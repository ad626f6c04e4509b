//! Item-level pruning of the inlined library modules.
//!
//! A module reached by a path comes with every top-level item of its own, but
//! a program rarely needs them all: `subtraction::subtraction_table` alone
//! does not need `subtraction_period`, nor through it `period` and `heap`.
//! This removes the items nothing kept names, by a conservative fixpoint on
//! names (over-approximating is safe, dropping a needed item is not):
//!
//! - the program's own code is kept, and so is every item of a module the
//!   program imports with a glob (`use grundy::*`, `use grundy::heap::*`),
//!   and every item that is not a `fn`, `const`, `static`, `struct`, `enum`,
//!   `union`, `trait`, `type`, `impl` or `use` (a `macro_rules!`, say);
//! - such an item (in any module) is kept when its name is an identifier in
//!   kept code anywhere, a `trait` also when one of its methods' names is
//!   named where the trait may be in scope unnamed (a method call `x.f()`
//!   names no trait): in the program, in the trait's own module, or anywhere
//!   when some code has a glob import (library code elsewhere must name a
//!   trait to call its methods);
//! - an `impl` is kept when its type is kept or is not one of the library's
//!   names (`impl Game for u64`), and, for a trait impl, the trait is kept or
//!   is not the library's (`impl Display for Play`); of an inherent `impl`,
//!   only the members named as members: after `::` or in a method call
//!   `.name(` (or anywhere in a macro call), not a field `self.name` or a
//!   local of the same name;
//! - a private `use` keeps the names it brings in that the kept items of its
//!   own module name (a library trait also when one of its methods is named
//!   there), and every name that is not the library's (a std trait may be
//!   imported for its methods only; the bundle allows unused imports); a
//!   `pub use` keeps the names named anywhere.
//!
//! Names are compared as plain identifiers, whatever their path or scope: a
//! method call `.period()` keeps a free `fn period` of any module. Then the
//! modules are reached again from the program through the kept code only, so
//! a module named only by a dropped item (or its `use`) is left out, as is a
//! module left with no item and no kept module below it.

use crate::lexer::{Kind, Token};
use crate::modules::{Reach, Tree};
use crate::transform::{self, Item, ItemKind};
use std::collections::{HashMap, HashSet};

/// The library's modules as reached (`code[m]`, `None` when not reached),
/// each cut to the items the program needs, and reached again through the
/// code that is left.
pub fn prune(
    tree: &Tree,
    program: &[Token],
    code: Vec<Option<Vec<Token>>>,
) -> Result<Vec<Option<Vec<Token>>>, String> {
    // Modules the program imports with a glob keep every item.
    let program_paths = transform::path_trees(program, "grundy")?;
    let mut whole = vec![false; code.len()];
    for segments in &program_paths {
        if segments.last().map(String::as_str) == Some("*") {
            if let Some((m, _)) = tree.resolve(0, segments) {
                for w in tree.subtree(m) {
                    whole[w] = true;
                }
            }
        }
    }
    let module_names: HashSet<String> = tree
        .modules
        .iter()
        .filter_map(|m| m.path.last().cloned())
        .collect();
    let pruned = prune_items(program, code, &whole, &module_names)?;

    // Reached again, through the kept code only, and from every module
    // that keeps an `impl` whose type and trait a reached module may define:
    // an impl is never named (`impl Game for OctalGame` in `game::adaptors`
    // serves a program that names only `octal::OctalGame` and `game::Game`).
    // A name no module defines (`u64`, `Display`) counts as reached; a name
    // defined only by modules not reached does not: `impl Display for
    // Outcome` in `partizan` does not bring `partizan` to a program that
    // reaches no `Outcome` (names compare as plain identifiers, so a name
    // that any reached module defines counts, the safe side).
    let mut out: Vec<Option<Vec<Token>>> = vec![None; pruned.len()];
    let mut queue: Vec<(usize, Reach)> = program_paths
        .iter()
        .filter_map(|segments| tree.resolve(0, segments))
        .collect();
    let mut defined: HashMap<String, Vec<usize>> = HashMap::new();
    let mut impls: Vec<(usize, Vec<Vec<String>>)> = Vec::new();
    for (m, tokens) in pruned.iter().enumerate() {
        if let Some(tokens) = tokens {
            let items = transform::top_level_items(tokens)?;
            let mut names = Vec::new();
            for item in &items {
                match item.kind {
                    ItemKind::Named => defined.entry(item.name.clone()).or_default().push(m),
                    ItemKind::Impl => {
                        let (trait_name, type_name) =
                            transform::impl_header(&tokens[item.start..item.end]);
                        names.push(trait_name.into_iter().chain(Some(type_name)).collect());
                    }
                    _ => {}
                }
            }
            if m != 0 && !names.is_empty() {
                impls.push((m, names));
            }
        }
    }
    loop {
        while let Some((m, reach)) = queue.pop() {
            for w in tree.brought(m, reach) {
                if out[w].is_some() {
                    continue;
                }
                if let Some(tokens) = &pruned[w] {
                    queue.extend(tree.deps(w, tokens)?);
                    out[w] = Some(tokens.clone());
                }
            }
        }
        let reached = |name: &String| {
            defined
                .get(name)
                .is_none_or(|modules| modules.iter().any(|&d| out[d].is_some()))
        };
        queue.extend(
            impls
                .iter()
                .filter(|(m, names)| {
                    out[*m].is_none() && names.iter().any(|names| names.iter().all(reached))
                })
                .map(|&(m, _)| (m, Reach::Own)),
        );
        if queue.is_empty() {
            break;
        }
    }
    // A module with no item left goes, unless a module below it stays, the
    // program names it (`use grundy::heap;`), or kept code anywhere has an
    // identifier of its name (a `use crate::wythoff;` of a kept item: an
    // empty module compiles, a missing one does not). Children come after
    // their parent in the tree's order.
    let mut mentioned: HashSet<&str> = idents(program).collect();
    for tokens in out.iter().flatten() {
        mentioned.extend(idents(tokens));
    }
    let mentioned: HashSet<String> = mentioned.into_iter().map(str::to_string).collect();
    let named: Vec<usize> = program_paths
        .iter()
        .filter_map(|segments| {
            let (m, _) = tree.resolve(0, segments)?;
            let last = segments.last()?;
            (tree.modules[m].path.last() == Some(last)).then_some(m)
        })
        .collect();
    for m in (1..out.len()).rev() {
        let empty = out[m]
            .as_ref()
            .is_some_and(|tokens| tokens.iter().all(Token::is_trivia));
        let child_kept = tree.modules[m].children.iter().any(|&c| out[c].is_some());
        let name = tree.modules[m].path.last().map_or("", String::as_str);
        if empty && !child_kept && !named.contains(&m) && !mentioned.contains(name) {
            out[m] = None;
        }
    }
    Ok(out)
}

/// One top-level item of a module, with what keeps it.
struct Entry {
    item: Item,
    /// The names that keep a named item (its own; a `thread_local!`
    /// block's statics).
    keys: Vec<String>,
    /// A trait's methods: a call of one keeps the trait where the trait is
    /// in scope without being named (its own module, or any module after a
    /// glob import).
    methods: Vec<String>,
    /// The trait of a trait `impl`.
    trait_name: Option<String>,
    /// A `pub use`.
    public: bool,
    /// An inherent `impl`'s functions, constants and types (absolute token
    /// ranges), each kept only when its name is named: a kept type keeps
    /// only the methods something calls.
    members: Vec<Item>,
    /// Where the members' braces open: the header before it (generics,
    /// type) is what a kept `impl` names whatever its members.
    body: usize,
}

/// The identifiers of `tokens`.
fn idents(tokens: &[Token]) -> impl Iterator<Item = &str> {
    tokens
        .iter()
        .filter(|t| t.kind == Kind::Ident)
        .map(|t| t.text.trim_start_matches("r#"))
}

/// The identifiers of `tokens` that may name a member of an inherent
/// `impl`: after `::` (`Self::new`, `Grundy::value`), after `.` when a call
/// follows (`x.value(..)`, `x.f::<T>()`), and any inside a macro call's
/// brackets (a macro may put a method's name after a `.`). A member is
/// named no other way: in `self.game` or `let game` the name is a field or
/// a local, not the method `game`.
fn member_idents(tokens: &[Token]) -> Vec<&str> {
    let pairs = match transform::bracket_pairs(tokens) {
        Ok(pairs) => pairs,
        Err(_) => return idents(tokens).collect(),
    };
    let mut in_macro = vec![false; tokens.len()];
    for (i, t) in tokens.iter().enumerate() {
        let called = t.is_punct("!")
            && transform::prev_sig(tokens, i).is_some_and(|p| tokens[p].kind == Kind::Ident);
        if let Some(open) = transform::next_sig(tokens, i).filter(|_| called) {
            // Only an opening bracket starts the call's arguments: in
            // `f(x)macro_rules!)` the `!` is followed by a closing one.
            if let Some(close) = pairs[open].filter(|&close| close > open) {
                in_macro[open..close].iter_mut().for_each(|x| *x = true);
            }
        }
    }
    (0..tokens.len())
        .filter(|&i| {
            let sig = |j: Option<usize>| j.map(|j| &tokens[j]);
            let next = transform::next_sig(tokens, i);
            let path_sep = sig(next).is_some_and(|n| n.kind == Kind::PathSep);
            let turbofish = path_sep
                && sig(next.and_then(|n| transform::next_sig(tokens, n)))
                    .is_some_and(|t| t.is_punct("<"));
            tokens[i].kind == Kind::Ident
                && (in_macro[i]
                    || match sig(transform::prev_sig(tokens, i)) {
                        // Not a module or type on the way (`grundy::game::x`).
                        Some(p) if p.kind == Kind::PathSep => !path_sep || turbofish,
                        Some(p) if p.is_punct(".") => {
                            sig(next).is_some_and(|n| n.is_punct("(")) || turbofish
                        }
                        _ => false,
                    })
        })
        .map(|i| tokens[i].text.trim_start_matches("r#"))
        .collect()
}

/// The keyword of an item (`fn`, `trait`, `use`, ...) and where it is:
/// the first such word outside brackets (after attributes and `pub(..)`).
fn keyword(tokens: &[Token]) -> Option<(usize, &str)> {
    let mut depth = 0usize;
    for (j, t) in tokens.iter().enumerate() {
        if t.is_punct("[") || t.is_punct("(") {
            depth += 1;
        } else if t.is_punct("]") || t.is_punct(")") {
            depth = depth.saturating_sub(1);
        } else if depth == 0 && t.kind == Kind::Ident {
            let word = t.text.as_str();
            if matches!(
                word,
                "fn" | "static"
                    | "struct"
                    | "enum"
                    | "union"
                    | "trait"
                    | "type"
                    | "impl"
                    | "use"
                    | "mod"
                    | "macro_rules"
            ) {
                return Some((j, word));
            }
            // `const NAME` or `const fn name`.
            if word == "const" {
                let next = transform::next_sig(tokens, j);
                if !next.is_some_and(|n| tokens[n].is_ident("fn")) {
                    return Some((j, word));
                }
            }
        }
    }
    None
}

/// The identifier after token `j`.
fn name_after(tokens: &[Token], j: usize) -> Option<String> {
    transform::next_sig(tokens, j)
        .filter(|&n| tokens[n].kind == Kind::Ident)
        .map(|n| tokens[n].text.trim_start_matches("r#").to_string())
}

/// Whether `tokens` hold a glob path: `::*`, or a `*` alone in a group
/// (`use x::{y, *}`; a dereference `, *y` is followed by its operand).
fn has_glob(tokens: &[Token]) -> bool {
    let sig: Vec<&Token> = tokens.iter().filter(|t| !t.is_trivia()).collect();
    (1..sig.len()).any(|i| {
        sig[i].is_punct("*")
            && (sig[i - 1].kind == Kind::PathSep
                || ((sig[i - 1].is_punct("{") || sig[i - 1].is_punct(","))
                    && sig
                        .get(i + 1)
                        .is_some_and(|t| t.is_punct("}") || t.is_punct(","))))
    })
}

/// Reads the items of one module.
fn entries(tokens: &[Token]) -> Result<Vec<Entry>, String> {
    let mut out = Vec::new();
    for item in transform::top_level_items(tokens)? {
        let part = &tokens[item.start..item.end];
        let mut keys = Vec::new();
        let mut methods = Vec::new();
        let mut trait_name = None;
        let mut members = Vec::new();
        let mut body = item.end;
        let mut item = item;
        match (&item.kind, keyword(part)) {
            (ItemKind::Named, Some((j, word))) => match name_after(part, j) {
                Some(name) => {
                    if word == "trait" {
                        for (f, t) in part.iter().enumerate() {
                            if t.is_ident("fn") {
                                methods.extend(name_after(part, f));
                            }
                        }
                    }
                    item.name = name.clone();
                    keys.push(name);
                }
                None => item.kind = ItemKind::Other,
            },
            (ItemKind::Named, None) => item.kind = ItemKind::Other,
            (ItemKind::Impl, _) => {
                trait_name = transform::impl_header(part).0;
                if trait_name.is_none() {
                    (members, body) = impl_members(tokens, &item)?;
                }
            }
            // `thread_local! { static A: .. ; static B: .. }`: kept when one
            // of its statics is named.
            (ItemKind::Other, _) if first_ident(part) == Some("thread_local") => {
                for (j, t) in part.iter().enumerate() {
                    if t.is_ident("static") {
                        keys.extend(name_after(part, j));
                    }
                }
                if let Some(first) = keys.first() {
                    item.name = first.clone();
                    item.kind = ItemKind::Named;
                }
            }
            _ => {}
        }
        let public = matches!(item.kind, ItemKind::Use(_))
            && part
                .iter()
                .take_while(|t| !t.is_ident("use"))
                .any(|t| t.is_ident("pub"));
        out.push(Entry {
            item,
            keys,
            methods,
            trait_name,
            public,
            members,
            body,
        });
    }
    Ok(out)
}

/// The name a `use` item (`tokens`) renames to `leaf` (`B` in `a::B as
/// leaf`), if it does.
fn renamed(tokens: &[Token], leaf: &str) -> Option<String> {
    let sig: Vec<&Token> = tokens.iter().filter(|t| !t.is_trivia()).collect();
    (2..sig.len())
        .find(|&j| sig[j].is_ident(leaf) && sig[j - 1].is_ident("as"))
        .map(|j| sig[j - 2].text.trim_start_matches("r#").to_string())
}

/// The first identifier of `tokens` (after attributes: an item's keyword).
fn first_ident(tokens: &[Token]) -> Option<&str> {
    let pairs = transform::bracket_pairs(tokens).ok()?;
    let mut j = 0;
    while j < tokens.len() {
        let t = &tokens[j];
        if t.is_punct("#") {
            // Over `#[..]` / `#![..]`.
            let open = (j + 1..tokens.len()).find(|&k| tokens[k].is_punct("["))?;
            j = pairs[open]? + 1;
            continue;
        }
        if t.kind == Kind::Ident {
            return Some(t.text.as_str());
        }
        j += 1;
    }
    None
}

/// The named members (`fn`, `const`, `type`) of the `impl` item of
/// `tokens`, with absolute ranges, and the index of its body's `{`.
fn impl_members(tokens: &[Token], item: &Item) -> Result<(Vec<Item>, usize), String> {
    let part = &tokens[item.start..item.end];
    let pairs = transform::bracket_pairs(part)?;
    let close = match (0..part.len()).rev().find(|&j| part[j].is_punct("}")) {
        Some(close) => close,
        None => return Ok((Vec::new(), item.end)),
    };
    let open = match pairs[close] {
        Some(open) => open,
        None => return Ok((Vec::new(), item.end)),
    };
    let base = item.start + open + 1;
    let members = transform::top_level_items(&part[open + 1..close])?
        .into_iter()
        .filter(|m| m.kind == ItemKind::Named)
        .map(|m| Item {
            start: m.start + base,
            end: m.end + base,
            ..m
        })
        .collect();
    Ok((members, item.start + open))
}

/// The modules (`code[m]`, `None` when not reached) with the items no kept
/// code names removed; `whole[m]` keeps every item of module `m`.
/// `module_names` are the names of the library's modules: a private `use`
/// of one (`use crate::wythoff;`) stays only where its module's kept code
/// names it.
pub fn prune_items(
    program: &[Token],
    code: Vec<Option<Vec<Token>>>,
    whole: &[bool],
    module_names: &HashSet<String>,
) -> Result<Vec<Option<Vec<Token>>>, String> {
    let mut modules: Vec<Vec<Entry>> = Vec::new();
    for tokens in &code {
        modules.push(match tokens {
            Some(tokens) => entries(tokens)?,
            None => Vec::new(),
        });
    }
    // The library's own names, which an `impl` needs kept, with the names
    // that keep them (a trait's methods too).
    let mut library: HashMap<String, Vec<String>> = HashMap::new();
    for e in modules.iter().flatten() {
        if e.item.kind == ItemKind::Named {
            let keys = library.entry(e.item.name.clone()).or_default();
            keys.extend(e.keys.iter().chain(&e.methods).cloned());
        }
    }
    // Does a `use` need to import `leaf` for code naming `names`: named
    // there, or a trait of the library whose method is, or not the
    // library's at all (a std trait may serve method calls only; an unused
    // import is allowed in the bundle)?
    let imports = |leaf: &String, names: &HashSet<String>| match library.get(leaf) {
        Some(keys) => names.contains(leaf) || keys.iter().any(|k| names.contains(k)),
        None => !module_names.contains(leaf) || names.contains(leaf),
    };
    let program_names: HashSet<String> = idents(program).map(str::to_string).collect();
    let mut names = program_names.clone();
    // The names that may name an inherent `impl`'s member (a subset).
    let mut member_names: HashSet<String> = member_idents(program)
        .into_iter()
        .map(str::to_string)
        .collect();
    // A glob import (`use x::*`) anywhere brings traits into scope unnamed:
    // then a trait stays when its method is called anywhere.
    let glob = std::iter::once(program)
        .chain(code.iter().flatten().map(Vec::as_slice))
        .any(has_glob);
    // Per module: the names its kept items (other than `use`s) use.
    let mut local: Vec<HashSet<String>> = vec![HashSet::new(); modules.len()];
    let mut kept: Vec<Vec<bool>> = modules.iter().map(|es| vec![false; es.len()]).collect();
    let mut kept_members: Vec<Vec<Vec<bool>>> = modules
        .iter()
        .map(|es| es.iter().map(|e| vec![false; e.members.len()]).collect())
        .collect();
    loop {
        let mut changed = false;
        for (m, es) in modules.iter().enumerate() {
            let tokens = match &code[m] {
                Some(tokens) => tokens,
                None => continue,
            };
            for (k, e) in es.iter().enumerate() {
                // A `use` brings in the names it imports that are wanted,
                // each as it is named, and with them the name it renames
                // (`pub use self::a::B as C;` wants `B` when `C` is named):
                // never every name of its list.
                if let ItemKind::Use(leaves) = &e.item.kind {
                    if leaves.is_empty() || whole[m] {
                        if !kept[m][k] && (whole[m] || !local[m].is_empty()) {
                            kept[m][k] = true;
                            changed = true;
                            names.extend(
                                idents(&tokens[e.item.start..e.item.end]).map(str::to_string),
                            );
                        }
                        continue;
                    }
                    let part = &tokens[e.item.start..e.item.end];
                    for leaf in leaves {
                        let wanted = if e.public {
                            names.contains(leaf)
                        } else {
                            imports(leaf, &local[m])
                        };
                        if !wanted {
                            continue;
                        }
                        kept[m][k] = true;
                        for name in std::iter::once(leaf.clone()).chain(renamed(part, leaf)) {
                            changed |= names.insert(name);
                        }
                    }
                    continue;
                }
                if kept[m][k] {
                    // The members of a kept inherent `impl` that are named.
                    for (j, member) in e.members.iter().enumerate() {
                        if !kept_members[m][k][j]
                            && (whole[m] || member_names.contains(&member.name))
                        {
                            if !kept_members[m][k].contains(&true) {
                                // The first member kept: the header's names
                                // (`impl Grundy<G, DenseMemo<F>>`) are needed now.
                                let header = &tokens[e.item.start..e.body];
                                names.extend(idents(header).map(str::to_string));
                                local[m].extend(idents(header).map(str::to_string));
                            }
                            kept_members[m][k][j] = true;
                            changed = true;
                            let part = &tokens[member.start..member.end];
                            names.extend(idents(part).map(str::to_string));
                            member_names
                                .extend(member_idents(part).into_iter().map(str::to_string));
                            local[m].extend(idents(part).map(str::to_string));
                        }
                    }
                    continue;
                }
                let named = |n: &String| names.contains(n);
                // A trait's method called where the trait may be in scope
                // unnamed: the program (which may import anything), the
                // trait's own module, or anywhere after a glob. Library code
                // elsewhere names the traits whose methods it calls.
                let called = |n: &String| {
                    program_names.contains(n) || local[m].contains(n) || (glob && names.contains(n))
                };
                let keep = whole[m]
                    || match &e.item.kind {
                        ItemKind::Named => e.keys.iter().any(named) || e.methods.iter().any(called),
                        ItemKind::Impl => {
                            (!library.contains_key(&e.item.name) || named(&e.item.name))
                                && e.trait_name
                                    .as_ref()
                                    .is_none_or(|t| !library.contains_key(t) || named(t))
                        }
                        ItemKind::Use(_) => unreachable!("uses are read above"),
                        ItemKind::Other => true,
                    };
                if keep {
                    kept[m][k] = true;
                    changed = true;
                    // An inherent `impl` with members: nothing yet; its
                    // header's names with its first member named (above,
                    // next round), so that an impl none of whose members is
                    // named brings in nothing (`Grundy<G, DenseMemo<F>>`
                    // kept `DenseMemo` in every memo solution).
                    if e.members.is_empty() {
                        let part = &tokens[e.item.start..e.item.end];
                        names.extend(idents(part).map(str::to_string));
                        member_names.extend(member_idents(part).into_iter().map(str::to_string));
                        if !matches!(e.item.kind, ItemKind::Use(_)) {
                            local[m].extend(idents(part).map(str::to_string));
                        }
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    let mut out = Vec::new();
    for (m, tokens) in code.into_iter().enumerate() {
        let mut tokens = match tokens {
            Some(tokens) => tokens,
            None => {
                out.push(None);
                continue;
            }
        };
        let mut drop = Vec::new();
        for (k, e) in modules[m].iter().enumerate() {
            let members = &kept_members[m][k];
            // An inherent `impl` none of whose members is named does nothing.
            if !kept[m][k] || (!members.is_empty() && !members.contains(&true)) {
                drop.push((e.item.start, e.item.end));
                continue;
            }
            for (member, &keep) in e.members.iter().zip(members) {
                if !keep {
                    drop.push((member.start, member.end));
                }
            }
        }
        transform::remove_with_comments(&mut tokens, drop);
        // The names a kept `use` still imports: a `pub use` keeps those
        // named anywhere, a private one those its module needs. Last first,
        // so the ranges before stay valid.
        if !whole[m] {
            for e in entries(&tokens)?.iter().rev() {
                match &e.item.kind {
                    ItemKind::Use(leaves) if !leaves.is_empty() && e.public => {
                        trim_use(&mut tokens, e.item.start, e.item.end, &|l| {
                            names.contains(l)
                        })
                    }
                    ItemKind::Use(leaves) if !leaves.is_empty() => {
                        trim_use(&mut tokens, e.item.start, e.item.end, &|l| {
                            imports(l, &local[m])
                        })
                    }
                    _ => {}
                }
            }
        }
        transform::tidy(&mut tokens);
        out.push(Some(tokens));
    }
    Ok(out)
}

/// Removes from the `use` item in `tokens[start..end]` (kept: one of its
/// names is wanted) the names not in `wanted`, each with its path inside
/// the `{..}` group and a comma, and a group left empty with its path.
fn trim_use(
    tokens: &mut Vec<Token>,
    start: usize,
    mut end: usize,
    wanted: &dyn Fn(&String) -> bool,
) {
    while let Some((from, to)) = unwanted_leaf(tokens, start, end, wanted) {
        tokens.drain(from..to);
        end -= to - from;
    }
}

/// The token range to remove for the first name of the `use` item in
/// `tokens[start..end]` that is not wanted (or the first empty group).
fn unwanted_leaf(
    tokens: &[Token],
    start: usize,
    end: usize,
    wanted: &dyn Fn(&String) -> bool,
) -> Option<(usize, usize)> {
    let sig = |j: usize| transform::next_sig(tokens, j).filter(|&n| n < end);
    let back = |j: usize| transform::prev_sig(tokens, j).filter(|&p| p >= start);
    // The first token of the path element that ends with the tail at `k`.
    let element_start = |mut k: usize| {
        if let Some(a) = back(k).filter(|&a| tokens[a].is_ident("as")) {
            k = back(a).unwrap_or(k);
        }
        while let Some(sep) = back(k).filter(|&q| tokens[q].kind == Kind::PathSep) {
            match back(sep).filter(|&q| tokens[q].kind == Kind::Ident) {
                Some(q) => k = q,
                None => break,
            }
        }
        k
    };
    for j in start..end {
        let t = &tokens[j];
        let next = sig(j);
        let ends_element = next.is_some_and(|n| tokens[n].is_punct(",") || tokens[n].is_punct("}"));
        let (first, last) = if t.is_punct("{") && next.is_some_and(|n| tokens[n].is_punct("}")) {
            // An empty group: its whole element `path::{}`.
            let close = next?;
            let sep = back(j).filter(|&q| tokens[q].kind == Kind::PathSep)?;
            (element_start(back(sep)?), close)
        } else if t.kind == Kind::Ident && ends_element && back(j).is_some() {
            let name = if t.text == "self" {
                // `a::{self, ..}` imports `a`.
                let open = (start..j).rev().find(|&q| tokens[q].is_punct("{"))?;
                let sep = back(open)?;
                tokens[back(sep)?].text.clone()
            } else {
                t.text.trim_start_matches("r#").to_string()
            };
            if wanted(&name) {
                continue;
            }
            (
                if t.text == "self" {
                    j
                } else {
                    element_start(j)
                },
                j,
            )
        } else {
            continue;
        };
        let before = back(first)?;
        let after = sig(last)?;
        return if tokens[after].is_punct(",") {
            // `x, ` up to the next element (or the closing brace).
            Some((first, sig(after).unwrap_or(after + 1)))
        } else if tokens[before].is_punct(",") {
            // `, x` at the end of a group.
            Some((before, last + 1))
        } else if tokens[before].is_punct("{") {
            // The group's only element: leave `{}` for the next round.
            Some((first, last + 1))
        } else {
            None
        };
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexer::{render, tokenize};

    /// The modules' code after [`prune_items`], for a program and modules
    /// given as text, none of them imported whole.
    fn pruned(program: &str, modules: &[&str]) -> Vec<String> {
        let code = modules.iter().map(|m| Some(tokenize(m).unwrap())).collect();
        let whole = vec![false; modules.len()];
        let module_names = ["period", "wythoff"].map(str::to_string).into();
        prune_items(&tokenize(program).unwrap(), code, &whole, &module_names)
            .unwrap()
            .into_iter()
            .map(|tokens| render(&tokens.unwrap()))
            .collect()
    }

    const TABLE: &str = "use crate::period::find;\n\npub fn table() -> u64 {\n    1\n}\n\npub fn table_period() -> u64 {\n    find() + helper()\n}\n\nfn helper() -> u64 {\n    2\n}\n";
    const PERIOD: &str = "pub fn find() -> u64 {\n    3\n}\n";

    #[test]
    fn an_item_used_only_by_a_dropped_item_is_dropped() {
        let out = pruned("fn main() {\n    table();\n}\n", &[TABLE, PERIOD]);
        assert_eq!(out[0], "pub fn table() -> u64 {\n    1\n}");
        // `find` was named only by `table_period` and its `use`.
        assert_eq!(out[1], "");
        // Named by the program, everything it needs stays (`table` does not).
        let out = pruned("fn main() {\n    table_period();\n}\n", &[TABLE, PERIOD]);
        assert_eq!(
            out[0],
            TABLE
                .trim_end()
                .replace("pub fn table() -> u64 {\n    1\n}\n\n", "")
        );
        assert_eq!(out[1], PERIOD.trim_end());
    }

    #[test]
    fn the_impls_of_a_kept_type_are_kept() {
        let module = "use std::fmt;\n\npub struct Play(u64);\n\nimpl Play {\n    pub fn new() -> Play {\n        Play(0)\n    }\n}\n\nimpl fmt::Display for Play {\n    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {\n        write!(f, \"{}\", self.0)\n    }\n}\n\npub trait Game {\n    fn moves(&self) -> u64;\n}\n\nimpl Game for Play {\n    fn moves(&self) -> u64 {\n        1\n    }\n}\n\npub struct Other;\n\nimpl Other {}\n";
        let out = pruned(
            "fn main() {\n    println!(\"{}\", Play::new());\n}\n",
            &[module],
        );
        // Play with its inherent and std impls; the library's trait `Game`,
        // named by nothing kept, goes with its impl; `Other` goes.
        let want = "use std::fmt;\n\npub struct Play(u64);\n\nimpl Play {\n    pub fn new() -> Play {\n        Play(0)\n    }\n}\n\nimpl fmt::Display for Play {\n    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {\n        write!(f, \"{}\", self.0)\n    }\n}";
        assert_eq!(out[0], want);
        // A method call names the trait's method: the trait and its impl stay.
        let out = pruned(
            "fn main() {\n    println!(\"{}\", Play::new().moves());\n}\n",
            &[module],
        );
        assert!(out[0].contains("pub trait Game {"), "{}", out[0]);
        assert!(out[0].contains("impl Game for Play {"), "{}", out[0]);
        assert!(!out[0].contains("Other"), "{}", out[0]);
    }

    #[test]
    fn a_method_name_in_other_library_code_keeps_no_trait() {
        // Module 1 calls `.add()` on its own type; module 0's trait `Fold`
        // has a method `add` but is not in scope there (not named, no glob):
        // it goes. Its own module calling `add`, or the program, keeps it.
        let fold = "pub trait Fold {\n    fn add(&self) -> u64;\n}\n";
        let other =
            "pub fn total(v: Vec<u64>) -> u64 {\n    v.iter().fold(0, |a, b| a + b).add()\n}\n";
        let out = pruned("fn main() {\n    total(vec![]);\n}\n", &[fold, other]);
        assert_eq!(out[0], "", "{}", out[0]);
        let out = pruned("fn main() {\n    x.add();\n}\n", &[fold, other]);
        assert!(out[0].contains("pub trait Fold"), "{}", out[0]);
        let globbed =
            "use crate::period::*;\n\npub fn total(v: Vec<u64>) -> u64 {\n    v.add()\n}\n";
        let out = pruned("fn main() {\n    total(vec![]);\n}\n", &[fold, globbed]);
        assert!(out[0].contains("pub trait Fold"), "{}", out[0]);
    }

    #[test]
    fn a_method_call_keeps_a_free_fn_of_the_same_name() {
        // `.period()` is a method of the program's own type, but a free `fn
        // period` is kept too: names are compared without their scope.
        let program =
            "struct S;\nimpl S {\n    fn period(&self) {}\n}\nfn main() {\n    S.period();\n}\n";
        let module = "pub fn period() -> u64 {\n    lonely()\n}\n\nfn lonely() -> u64 {\n    4\n}\n\npub fn unrelated() {}\n";
        let out = pruned(program, &[module]);
        assert_eq!(
            out[0],
            "pub fn period() -> u64 {\n    lonely()\n}\n\nfn lonely() -> u64 {\n    4\n}"
        );
    }

    #[test]
    fn nothing_the_program_names_is_dropped() {
        let module = "pub const LIMIT: u64 = 9;\npub static NAMES: [&str; 1] = [\"a\"];\npub type Count = u64;\npub enum Side {\n    Left,\n}\npub const fn twice(x: u64) -> u64 {\n    2 * x\n}\npub(crate) struct Hidden;\npub use self::Side as Edge;\n";
        let program = "fn main() {\n    let c: Count = twice(LIMIT);\n    let _ = (c, NAMES, Edge::Left, Hidden);\n}\n";
        let out = pruned(program, &[module]);
        assert_eq!(out[0], module.trim_end());
        // Named by nothing, each goes (a `const fn` by its own name, not `fn`).
        assert_eq!(pruned("fn main() {}\n", &[module]), vec![String::new()]);
    }

    #[test]
    fn a_use_keeps_only_the_names_its_module_uses() {
        let module = "use crate::heap::{outcomes, Play};\nuse std::{fmt::{self, Write as _}, io::{Read, BufRead}};\n\npub fn f(p: Play, r: &mut dyn Read, _: &dyn fmt::Debug) {}\n";
        // `outcomes` and `Play` are the library's (module 1); std's names
        // stay, used or not.
        let heap = "pub fn outcomes() {}\npub struct Play;\n";
        let out = pruned("fn main() {\n    f();\n}\n", &[module, heap]);
        assert_eq!(
            out[0],
            "use crate::heap::{Play};\nuse std::{fmt::{self, Write as _}, io::{Read, BufRead}};\n\npub fn f(p: Play, r: &mut dyn Read, _: &dyn fmt::Debug) {}"
        );
        let module = "use crate::a::{b::{c, d}, e};\n\npub fn f() -> u64 {\n    e()\n}\n";
        let a = "pub fn c() {}\npub fn d() {}\npub fn e() -> u64 {\n    1\n}\n";
        let out = pruned("fn main() {\n    f();\n}\n", &[module, a]);
        assert_eq!(
            out[0],
            "use crate::a::{e};\n\npub fn f() -> u64 {\n    e()\n}"
        );
        // A library trait imported for a method call stays.
        let module = "use crate::game::Game;\n\npub fn f(g: u64) -> u64 {\n    g.moves()\n}\n";
        let game = "pub trait Game {\n    fn moves(&self) -> u64;\n}\n\nimpl Game for u64 {\n    fn moves(&self) -> u64 {\n        1\n    }\n}\n";
        let out = pruned("fn main() {\n    f(2);\n}\n", &[module, game]);
        assert_eq!(out[0], module.trim_end());
        assert_eq!(out[1], game.trim_end());
    }

    #[test]
    fn a_kept_type_keeps_only_the_methods_something_names() {
        let module = "pub struct Source {\n    pos: usize,\n}\n\nimpl Source {\n    pub fn new() -> Self {\n        Source { pos: 0 }\n    }\n\n    // Moves on.\n    fn step(&mut self) {\n        self.pos += STEP;\n    }\n\n    pub fn next(&mut self) -> usize {\n        self.step();\n        self.pos\n    }\n\n    pub fn unused(&self) -> usize {\n        helper()\n    }\n}\n\nimpl Source {\n    pub fn also_unused(&self) {}\n}\n\nimpl Default for Source {\n    fn default() -> Self {\n        Source::new()\n    }\n}\n\nconst STEP: usize = 1;\n\nfn helper() -> usize {\n    2\n}\n";
        // `next` calls `step`, which names STEP; `unused` and what only it
        // names (helper) go, and so does an impl left with no member; a
        // trait impl keeps every method (`default` names `new`).
        let out = pruned(
            "fn main() {\n    let mut s = Source::default();\n    s.next();\n}\n",
            &[module],
        );
        let want = "pub struct Source {\n    pos: usize,\n}\n\nimpl Source {\n    pub fn new() -> Self {\n        Source { pos: 0 }\n    }\n\n    // Moves on.\n    fn step(&mut self) {\n        self.pos += STEP;\n    }\n\n    pub fn next(&mut self) -> usize {\n        self.step();\n        self.pos\n    }\n}\n\nimpl Default for Source {\n    fn default() -> Self {\n        Source::new()\n    }\n}\n\nconst STEP: usize = 1;";
        assert_eq!(out[0], want);
    }

    #[test]
    fn a_method_is_kept_by_a_call_not_by_a_field_or_local_of_its_name() {
        let module = "pub struct Play {\n    game: u64,\n}\n\nimpl Play {\n    pub fn game(&self) -> u64 {\n        self.game\n    }\n\n    pub fn value(&self) -> u64 {\n        let game = self.game;\n        game + 1\n    }\n}\n";
        let with_game = "pub struct Play {\n    game: u64,\n}\n\nimpl Play {\n    pub fn game(&self) -> u64 {\n        self.game\n    }";
        // The field and the local `game` keep no method `game`, nor does
        // a module `game` on a path.
        let out = pruned(
            "use crate::game::x;\nfn main() {\n    let game = 1;\n    Play { game }.value();\n}\n",
            &[module],
        );
        assert!(!out[0].contains("fn game"), "{}", out[0]);
        assert!(out[0].contains("fn value"), "{}", out[0]);
        // A call, a path, a turbofish or a macro call's argument keeps it.
        for program in [
            "fn f(p: Play) {\n    p.game();\n}\n",
            "fn f() {\n    let g = Play::game;\n}\n",
            "fn f(p: Play) {\n    p . game :: <u8>();\n}\n",
            "fn f(p: Play) {\n    call!(p, game);\n}\n",
        ] {
            let out = pruned(program, &[module]);
            assert!(out[0].starts_with(with_game), "{program}: {}", out[0]);
        }
    }

    #[test]
    fn a_thread_local_block_stays_only_when_one_of_its_statics_is_named() {
        let module = "use std::cell::Cell;\n\nthread_local! {\n    static A: Cell<u64> = Cell::new(1);\n    static B: Cell<u64> = Cell::new(2);\n}\n\npub fn b() -> u64 {\n    B.with(|b| b.get())\n}\n\npub fn other() -> u64 {\n    3\n}\n";
        let out = pruned("fn main() {\n    other();\n}\n", &[module]);
        assert_eq!(
            out[0],
            "use std::cell::Cell;\n\npub fn other() -> u64 {\n    3\n}"
        );
        let out = pruned("fn main() {\n    b();\n}\n", &[module]);
        assert_eq!(
            out[0],
            module
                .trim_end()
                .replace("\n\npub fn other() -> u64 {\n    3\n}", "")
        );
    }

    #[test]
    fn a_use_of_a_module_stays_only_where_kept_code_names_it() {
        // As `games::pieces` imports `wythoff` (a module name, no item).
        let pieces = "use crate::wythoff;\n\npub struct Piece;\n\npub fn queens() -> bool {\n    wythoff::is_lost()\n}\n";
        let wythoff = "pub fn is_lost() -> bool {\n    true\n}\n";
        let out = pruned(
            "fn main() {\n    let _: Option<Piece> = None;\n}\n",
            &[pieces, wythoff],
        );
        assert_eq!(out[0], "pub struct Piece;");
        assert_eq!(out[1], "");
        let out = pruned("fn main() {\n    queens();\n}\n", &[pieces, wythoff]);
        assert_eq!(
            out[0],
            "use crate::wythoff;\n\npub fn queens() -> bool {\n    wythoff::is_lost()\n}"
        );
        assert_eq!(out[1], wythoff.trim_end());
    }

    #[test]
    fn a_private_use_stays_only_where_its_module_uses_it() {
        // `find` is kept (the program names it), but module 0 no longer needs
        // its `use` of it: no unused import is left behind.
        let out = pruned(
            "fn main() {\n    table();\n    find();\n}\n",
            &[TABLE, PERIOD],
        );
        assert_eq!(out[0], "pub fn table() -> u64 {\n    1\n}");
        assert_eq!(out[1], PERIOD.trim_end());
    }
}
