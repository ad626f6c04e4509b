//! The library's module tree, and the part of it a program reaches.
//!
//! `src/lib.rs` declares modules (`pub mod mex;`), and a module may declare
//! modules of its own (`src/games/mod.rs`: `pub mod pieces;`). A path names a
//! module by walking that tree: `grundy::games::pieces::Piece` reaches
//! `games::pieces`, and with it every module below `pieces`; `games` comes
//! along as a container holding only its own items (no other game), since
//! `pieces` sits inside it. A path that stops at a module, or ends in `*`,
//! reaches the whole module. In a reached module's own code, `crate::..`,
//! `super::..`, `self::..` and `child::..` paths are followed the same way.
//!
//! `src/lib.rs` may also re-export a module under a short name at the root
//! (`pub use self::impartial::heap;`, one module a line): a path whose first
//! segment is such a name walks on from the module it names, so
//! `grundy::heap::heap_table` reaches `impartial::heap`, and the bundle
//! writes the same `pub use` inside `mod grundy` (see [`Tree::alias_lines`]).

use crate::lexer::Token;
use crate::transform::{self, Head};
use std::path::{Path, PathBuf};

/// One module: its path below the crate root (empty for the root) and file.
pub struct Module {
    pub path: Vec<String>,
    pub file: PathBuf,
    /// The folder its own `mod x;` files live in.
    pub dir: PathBuf,
    pub parent: Option<usize>,
    /// Indices of its file modules, in declaration order.
    pub children: Vec<usize>,
}

/// Every module of the library; index 0 is the crate root, `src/lib.rs`.
pub struct Tree {
    pub modules: Vec<Module>,
    /// The root's module re-exports: a short name and the module it names
    /// (`heap` for `pub use self::impartial::heap;`).
    pub aliases: Vec<(String, usize)>,
}

/// How much of a module a path needs.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// The module and everything below it.
    Whole,
    /// Only its own items (a path names an item of a module that has child
    /// modules): the children come only when named.
    Own,
}

impl Tree {
    /// Reads `src/lib.rs` of the crate at `root` and every module file it
    /// declares, depth first in declaration order (off-`cfg` ones skipped).
    pub fn read(root: &Path) -> Result<Tree, String> {
        let mut tree = Tree {
            modules: vec![Module {
                path: Vec::new(),
                file: root.join("src/lib.rs"),
                dir: root.join("src"),
                parent: None,
                children: Vec::new(),
            }],
            aliases: Vec::new(),
        };
        // A work list, not recursion: the tree's depth is the input's.
        let mut pending = vec![0];
        while let Some(m) = pending.pop() {
            let names = declared(&tree.modules[m].file)?;
            for (name, path) in names {
                let dir = tree.modules[m].dir.clone();
                // `#[path = "x.rs"]` is read from the declaring file's folder
                // (for `lib.rs` and `mod.rs` files, their module's folder).
                let file = match path {
                    Some(path) => tree.modules[m]
                        .file
                        .parent()
                        .map_or_else(|| dir.join(&path), |folder| folder.join(&path)),
                    None if dir.join(format!("{}.rs", name)).is_file() => {
                        dir.join(format!("{}.rs", name))
                    }
                    None => dir.join(&name).join("mod.rs"),
                };
                let mut path = tree.modules[m].path.clone();
                path.push(name.clone());
                tree.modules.push(Module {
                    path,
                    file,
                    dir: dir.join(&name),
                    parent: Some(m),
                    children: Vec::new(),
                });
                let child = tree.modules.len() - 1;
                tree.modules[m].children.push(child);
                pending.push(child);
            }
        }
        tree.aliases = tree.read_aliases()?;
        Ok(tree)
    }

    /// The `pub use self::a::b;` (or `crate::a::b`) items of `src/lib.rs`
    /// that name a module: each a short name for it at the root. A re-export
    /// of anything else, or under another name (`as`), is refused: the
    /// bundle could not write it back as it is.
    fn read_aliases(&self) -> Result<Vec<(String, usize)>, String> {
        let file = &self.modules[0].file;
        let at = |e: String| format!("{}: {}", file.display(), e);
        let tokens = own_code(file)?;
        let mut out = Vec::new();
        for item in transform::top_level_items(&tokens).map_err(at)? {
            let names = match &item.kind {
                transform::ItemKind::Use(names) => names,
                _ => continue,
            };
            let item_tokens = &tokens[item.start..item.end];
            if !item_tokens.iter().any(|t| t.is_ident("pub")) {
                continue;
            }
            let mut paths = transform::path_trees(item_tokens, "self").map_err(at)?;
            paths.extend(transform::path_trees(item_tokens, "crate").map_err(at)?);
            for segments in paths {
                let target = segments
                    .iter()
                    .try_fold(0, |m, segment| self.child(m, segment));
                match (target, segments.last()) {
                    (Some(m), Some(last)) if m != 0 && names.contains(last) => {
                        out.push((last.clone(), m))
                    }
                    _ => {
                        return Err(at(format!(
                            "`pub use {}` at the root is not a module under its own name; the \
                             bundler carries only those",
                            segments.join("::")
                        )))
                    }
                }
            }
        }
        Ok(out)
    }

    /// The module a root-level short name stands for, if any.
    fn alias(&self, name: &str) -> Option<usize> {
        let name = name.trim_start_matches("r#");
        self.aliases
            .iter()
            .find(|(alias, _)| alias == name)
            .map(|&(_, m)| m)
    }

    /// The root's `pub use` lines for the short names that paths into the
    /// library start with (`heads`: `heap` of `grundy::heap::heap_table`;
    /// a glob, which wants them all) and whose module is in the
    /// bundle (`kept[m]`), as `src/lib.rs` writes them: one a line, indented
    /// a tab, in the order they are declared.
    pub fn alias_lines(&self, kept: impl Fn(usize) -> bool, heads: &[Head]) -> String {
        let wanted = |name: &str| {
            heads.iter().any(|h| match h {
                Head::Glob => true,
                Head::Name(n) => n == name,
            })
        };
        self.aliases
            .iter()
            .filter(|(name, m)| kept(*m) && wanted(name))
            .map(|(_, m)| format!("\tpub use self::{};\n", self.modules[*m].path.join("::")))
            .collect()
    }

    /// The file of module `m`, relative to the crate root, for messages:
    /// `src/games/pieces.rs`.
    pub fn label(&self, m: usize, root: &Path) -> String {
        let file = &self.modules[m].file;
        file.strip_prefix(root)
            .unwrap_or(file)
            .display()
            .to_string()
    }

    fn child(&self, m: usize, name: &str) -> Option<usize> {
        let name = name.trim_start_matches("r#");
        self.modules[m]
            .children
            .iter()
            .copied()
            .find(|&c| self.modules[c].path.last().map(String::as_str) == Some(name))
    }

    /// Where `segments`, read from module `base`, lead: the deepest module
    /// they name and how much of it they need; `None` when the first segment
    /// names no child of `base` and `base` has no items of its own to name
    /// (the crate root).
    pub fn resolve(&self, base: usize, segments: &[String]) -> Option<(usize, Reach)> {
        let mut at = base;
        for (k, segment) in segments.iter().enumerate() {
            if segment == "*" {
                return Some((at, Reach::Whole));
            }
            match self.child(at, segment) {
                Some(c) => at = c,
                None if k == 0 && at == 0 => at = self.alias(segment)?,
                None if self.modules[at].children.is_empty() => return Some((at, Reach::Whole)),
                None => return Some((at, Reach::Own)),
            }
        }
        Some((at, Reach::Whole))
    }

    /// Module `m` and every module below it.
    pub fn subtree(&self, m: usize) -> Vec<usize> {
        let mut out = vec![m];
        let mut k = 0;
        while k < out.len() {
            out.extend(self.modules[out[k]].children.iter().copied());
            k += 1;
        }
        out
    }

    /// What reaching module `m` as `reach` brings into the bundle: `m` (with
    /// everything below it for [`Reach::Whole`]) and its ancestors up to, not
    /// including, the root, whose `mod` lines hold it.
    pub fn brought(&self, m: usize, reach: Reach) -> Vec<usize> {
        let mut wanted = match reach {
            Reach::Whole => self.subtree(m),
            Reach::Own => vec![m],
        };
        let mut up = self.modules[m].parent;
        while let Some(p) = up.filter(|&p| p != 0) {
            wanted.push(p);
            up = self.modules[p].parent;
        }
        wanted
    }

    /// The modules (other than the root) whose code names the code of module
    /// `m`, read relative to `m`: `crate::`, `super::` (any number), `self::`
    /// and the names of `m`'s children. `crate::` paths to no module are an
    /// error; relative ones that lead nowhere are left to the compiler.
    pub fn deps(&self, m: usize, tokens: &[Token]) -> Result<Vec<(usize, Reach)>, String> {
        let mut out = Vec::new();
        for segments in transform::path_trees(tokens, "crate")? {
            match self.resolve(0, &segments) {
                Some(found) => out.push(found),
                None => {
                    return Err(format!(
                        "uses `crate::{}`, which is not a module in src/lib.rs",
                        segments.first().map_or("", String::as_str)
                    ))
                }
            }
        }
        let parent = self.modules[m].parent.unwrap_or(0);
        for segments in transform::path_trees(tokens, "super")? {
            let mut base = parent;
            let mut rest = &segments[..];
            while rest.first().map(String::as_str) == Some("super") {
                base = self.modules[base].parent.unwrap_or(0);
                rest = &rest[1..];
            }
            out.extend(self.resolve(base, rest));
        }
        for segments in transform::path_trees(tokens, "self")? {
            out.extend(self.resolve(m, &segments));
        }
        for &c in &self.modules[m].children {
            let name = self.modules[c].path.last().cloned().unwrap_or_default();
            for mut segments in transform::path_trees(tokens, &name)? {
                segments.insert(0, name.clone());
                out.extend(self.resolve(m, &segments));
            }
        }
        out.retain(|&(found, _)| found != 0);
        Ok(out)
    }
}

/// The names of the file modules (`mod x;`) a file declares, each with its
/// `#[path = ".."]` when it has one.
fn declared(file: &Path) -> Result<Vec<(String, Option<String>)>, String> {
    let mut tokens = crate::load::read_tokens(file)?;
    let at = |e: String| format!("{}: {}", file.display(), e);
    transform::strip_cfg_off_items(&mut tokens).map_err(at)?;
    let pairs = transform::bracket_pairs(&tokens).map_err(at)?;
    Ok(transform::file_modules(&tokens)
        .into_iter()
        .map(|(i, n, _)| {
            let name = tokens[n].text.trim_start_matches("r#").to_string();
            (name, path_attribute(&tokens, &pairs, i))
        })
        .collect())
}

/// The value of a `#[path = ".."]` among the attributes of the item whose
/// keyword (after any `pub`) is token `i`.
fn path_attribute(tokens: &[Token], pairs: &[Option<usize>], i: usize) -> Option<String> {
    let start = transform::item_start(tokens, pairs, vis_start(tokens, pairs, i));
    let sig: Vec<&Token> = tokens[start..i].iter().filter(|t| !t.is_trivia()).collect();
    (0..sig.len()).find_map(|j| {
        let is_path = sig[j].is_ident("path")
            && j > 0
            && sig[j - 1].is_punct("[")
            && sig.get(j + 1).is_some_and(|t| t.is_punct("="));
        let value = sig
            .get(j + 2)
            .filter(|t| is_path && t.text.starts_with('"'))?;
        Some(value.text.trim_matches('"').to_string())
    })
}

/// The first token of the visibility before the keyword at `i` (`pub`,
/// `pub(crate)`), or `i`.
fn vis_start(tokens: &[Token], pairs: &[Option<usize>], i: usize) -> usize {
    match transform::prev_sig(tokens, i) {
        Some(p) if tokens[p].is_ident("pub") => p,
        Some(p) if tokens[p].is_punct(")") => pairs[p]
            .and_then(|q| transform::prev_sig(tokens, q))
            .filter(|&q| tokens[q].is_ident("pub"))
            .unwrap_or(i),
        _ => i,
    }
}

/// A module's own code, ready to inline: docs and off-`cfg` items removed,
/// and its `mod x;` declarations (with their visibility and attributes)
/// removed, since the bundle writes the reached children in their place.
pub fn own_code(file: &Path) -> Result<Vec<Token>, String> {
    let mut tokens = crate::load::read_tokens(file)?;
    let at = |e: String| format!("{}: {}", file.display(), e);
    transform::strip_docs(&mut tokens).map_err(at)?;
    transform::strip_cfg_off_items(&mut tokens).map_err(at)?;
    let pairs = transform::bracket_pairs(&tokens).map_err(at)?;
    let mut ranges = Vec::new();
    for (i, _, semi) in transform::file_modules(&tokens) {
        let mut first = i;
        if let Some(p) = transform::prev_sig(&tokens, i) {
            if tokens[p].is_ident("pub") {
                first = p;
            } else if tokens[p].is_punct(")") {
                let q = pairs[p].and_then(|q| transform::prev_sig(&tokens, q));
                if let Some(q) = q.filter(|&q| tokens[q].is_ident("pub")) {
                    first = q;
                }
            }
        }
        ranges.push((transform::item_start(&tokens, &pairs, first), semi + 1));
    }
    transform::remove_with_comments(&mut tokens, ranges);
    transform::tidy(&mut tokens);
    Ok(tokens)
}
