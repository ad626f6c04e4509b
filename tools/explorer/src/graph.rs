//! `grundy graph FILE`: a game played on a graph read from a file (or `-`,
//! stdin), one line a vertex. The file is a plain edge list: a first line
//! `n m`, then `m` lines `u v` (vertices `1..=n`, or `0..n` with
//! `--zero-based`), and for `--game counters` a last line of `n` stone
//! counts. Blank lines are skipped; anything else out of place is refused
//! with one line naming the file's line.
//!
//! The games, each from the library's [`grundy::graphs`] or
//! [`grundy::game::dag_values`]:
//! - `geography` (default): undirected vertex geography by matchings, every
//!   start (`--moves` adds the winning first moves); with `--directed`,
//!   directed vertex geography by search, at most 20 vertices;
//! - `dag`: the Grundy value of a token moved along the arcs `u -> v`;
//! - `counters`: the token-with-counters game on a tree (AGC010 F).
//!
//! Everything the library would refuse with a panic (a self-loop, an edge
//! twice, an id out of range, a cycle where a DAG is needed, not a tree) is
//! checked here first and refused with one line, exit status 2; so are
//! graphs past the sizes that keep a run to a few seconds.

use crate::cli::{GraphArgs, GraphGame};
use crate::failure::Failure;
use crate::text;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::Read as _;

/// The most vertices and edges a file may have.
pub const MAX_VERTICES: usize = 1_000_000;
/// The most edges a file may have.
pub const MAX_EDGES: usize = 5_000_000;
/// The most vertices of undirected geography on a graph that is not
/// bipartite (Edmonds' algorithm, O(V (V^2 + E)) at worst).
pub const MAX_GENERAL_GEOGRAPHY: usize = 3000;
/// The most vertices of `--moves` (one augmenting-path search an edge).
pub const MAX_MOVES: usize = 300;

/// The graph of a file, vertices from 0, each edge with its line.
struct Input {
    n: usize,
    edges: Vec<(usize, usize)>,
    lines: Vec<usize>,
    stones: Vec<u64>,
}

/// Reads the file, checks it, plays the game, returns the report.
pub fn run(args: &GraphArgs) -> Result<String, Failure> {
    let name = if args.file == "-" {
        "stdin".to_string()
    } else {
        format!("'{}'", text::quote(&args.file))
    };
    let mut raw = Vec::new();
    let read = if args.file == "-" {
        std::io::stdin().lock().read_to_end(&mut raw)
    } else {
        std::fs::File::open(&args.file).and_then(|mut f| f.read_to_end(&mut raw))
    };
    read.map_err(|e| Failure::Usage(format!("cannot read {}: {}", name, e)))?;
    let content =
        String::from_utf8(raw).map_err(|_| Failure::Usage(format!("{}: not UTF-8 text", name)))?;
    if args.game == GraphGame::Counters && args.directed {
        return Err(Failure::Usage(
            "--game counters plays on an undirected tree: drop --directed".to_string(),
        ));
    }
    if args.moves && (args.game != GraphGame::Geography || args.directed) {
        return Err(Failure::Usage(
            "--moves lists the winning moves of undirected geography (--game geography, no --directed)"
                .to_string(),
        ));
    }
    let directed = args.directed || args.game == GraphGame::Dag;
    let input = parse(&content, &name, args, directed)?;
    let n = input.n;
    let mut out = String::new();
    match args.game {
        GraphGame::Geography if args.directed => {
            if n > grundy::geography::MAX_SEARCH {
                return Err(Failure::Usage(format!(
                    "{}: directed geography is searched over every visited set, at most {} \
                     vertices; this graph has {}",
                    name,
                    grundy::geography::MAX_SEARCH,
                    n
                )));
            }
            let wins = grundy::geography::directed_vertex_geography(n, &input.edges);
            for (v, &w) in wins.iter().enumerate() {
                let _ = writeln!(out, "{} {}", label(v, args), outcome(w));
            }
        }
        GraphGame::Geography => {
            if n > MAX_GENERAL_GEOGRAPHY && !bipartite(n, &input.edges) {
                return Err(Failure::Usage(format!(
                    "{}: undirected geography on a graph with an odd cycle takes Edmonds' \
                     algorithm, at most {} vertices here; this graph has {}",
                    name, MAX_GENERAL_GEOGRAPHY, n
                )));
            }
            if args.moves && n > MAX_MOVES {
                return Err(Failure::Usage(format!(
                    "{}: --moves runs a search per edge, at most {} vertices; this graph has {}",
                    name, MAX_MOVES, n
                )));
            }
            let wins = grundy::geography::vertex_geography(n, &input.edges);
            for (v, &w) in wins.iter().enumerate() {
                let _ = write!(out, "{} {}", label(v, args), outcome(w));
                if args.moves && w {
                    for u in grundy::geography::vertex_geography_moves(n, &input.edges, v) {
                        let _ = write!(out, " {}", label(u, args));
                    }
                }
                out.push('\n');
            }
        }
        GraphGame::Dag => {
            let mut succ = vec![Vec::new(); n];
            for &(u, v) in &input.edges {
                succ[u].push(v);
            }
            if let Some((v, w)) = on_a_cycle(&succ) {
                let at = input
                    .edges
                    .iter()
                    .position(|&e| e == (v, w))
                    .map_or(0, |i| input.lines[i]);
                return Err(Failure::Usage(format!(
                    "{} line {}: the arc {} {} is on a cycle (--game dag needs an acyclic \
                     graph; see retrograde for games with cycles)",
                    name,
                    at,
                    label(v, args),
                    label(w, args)
                )));
            }
            for (v, g) in grundy::game::dag_values(n, &succ).iter().enumerate() {
                let _ = writeln!(out, "{} {}", label(v, args), g);
            }
        }
        GraphGame::Counters => {
            if input.edges.len() != n - 1 {
                return Err(Failure::Usage(format!(
                    "{}: --game counters needs a tree, and a tree on {} vertices has {} edges, \
                     not {}",
                    name,
                    n,
                    n - 1,
                    input.edges.len()
                )));
            }
            let v = unreached(n, &input.edges);
            if v < n {
                return Err(Failure::Usage(format!(
                    "{}: --game counters needs a tree: vertex {} is not connected to vertex {}",
                    name,
                    label(v, args),
                    label(0, args)
                )));
            }
            let wins = grundy::counters::tree_counters(n, &input.edges, &input.stones);
            for (v, &w) in wins.iter().enumerate() {
                let _ = writeln!(out, "{} {}", label(v, args), outcome(w));
            }
        }
    }
    Ok(out)
}

fn outcome(win: bool) -> &'static str {
    if win {
        "win"
    } else {
        "lose"
    }
}

/// A vertex as the file numbers it.
fn label(v: usize, args: &GraphArgs) -> String {
    if args.zero_based {
        v.to_string()
    } else {
        (v + 1).to_string()
    }
}

/// The numbers of one line, or the error naming it.
fn numbers(line: &str, at: usize, name: &str) -> Result<Vec<u64>, Failure> {
    line.split_ascii_whitespace()
        .map(|word| {
            word.parse::<u64>().map_err(|_| {
                Failure::Usage(format!(
                    "{} line {}: '{}' is not a non-negative integer",
                    name,
                    at,
                    text::quote(word)
                ))
            })
        })
        .collect()
}

fn parse(content: &str, name: &str, args: &GraphArgs, directed: bool) -> Result<Input, Failure> {
    let mut lines = content
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .filter(|(_, l)| !l.trim().is_empty());
    let usage = |s: String| Failure::Usage(s);
    let (at, first) = lines
        .next()
        .ok_or_else(|| usage(format!("{}: empty; the first line is `n m`", name)))?;
    let nm = numbers(first, at, name)?;
    if nm.len() != 2 {
        return Err(usage(format!(
            "{} line {}: the first line is `n m` (vertices, edges), found {} numbers",
            name,
            at,
            nm.len()
        )));
    }
    let (n, m) = (nm[0], nm[1]);
    if n == 0 {
        return Err(usage(format!("{} line {}: 0 vertices", name, at)));
    }
    if n > MAX_VERTICES as u64 || m > MAX_EDGES as u64 {
        return Err(usage(format!(
            "{} line {}: at most {} vertices and {} edges, this file says {} and {}",
            name,
            at,
            text::grouped(MAX_VERTICES as u64),
            text::grouped(MAX_EDGES as u64),
            n,
            m
        )));
    }
    let (n, m) = (n as usize, m as usize);
    let base = if args.zero_based { 0 } else { 1 };
    let mut edges = Vec::with_capacity(m);
    let mut edge_lines = Vec::with_capacity(m);
    // Where a missing line would be: after the file's last line.
    let end = content.lines().count() + 1;
    let mut seen: HashMap<(usize, usize), usize> = HashMap::with_capacity(m);
    for k in 0..m {
        let (at, line) = lines.next().ok_or_else(|| {
            usage(format!(
                "{} line {}: the file ends after {} of its {} edges",
                name, end, k, m
            ))
        })?;
        let uv = numbers(line, at, name)?;
        if uv.len() != 2 {
            return Err(usage(format!(
                "{} line {}: an edge is `u v`, found {} numbers",
                name,
                at,
                uv.len()
            )));
        }
        let mut ends = [0usize; 2];
        for (e, &x) in ends.iter_mut().zip(&uv) {
            if x < base || x - base >= n as u64 {
                return Err(usage(format!(
                    "{} line {}: vertex {} is out of range {}..={}{}",
                    name,
                    at,
                    x,
                    base,
                    n as u64 - 1 + base,
                    if base == 1 && x == 0 {
                        " (vertices count from 1; --zero-based reads them from 0)"
                    } else {
                        ""
                    }
                )));
            }
            *e = (x - base) as usize;
        }
        let (u, v) = (ends[0], ends[1]);
        if u == v {
            return Err(usage(format!(
                "{} line {}: a self-loop at vertex {}",
                name, at, uv[0]
            )));
        }
        let key = if directed || u < v { (u, v) } else { (v, u) };
        if let Some(before) = seen.insert(key, at) {
            return Err(usage(format!(
                "{} line {}: the {} {} {} again (line {}); multi-edges are refused",
                name,
                at,
                if directed { "arc" } else { "edge" },
                uv[0],
                uv[1],
                before
            )));
        }
        edges.push((u, v));
        edge_lines.push(at);
    }
    let mut stones = Vec::new();
    if args.game == GraphGame::Counters {
        let (at, line) = lines.next().ok_or_else(|| {
            usage(format!(
                "{} line {}: the file ends before its line of {} stone counts",
                name, end, n
            ))
        })?;
        stones = numbers(line, at, name)?;
        if stones.len() != n {
            return Err(usage(format!(
                "{} line {}: {} stone counts for {} vertices",
                name,
                at,
                stones.len(),
                n
            )));
        }
    }
    if let Some((at, _)) = lines.next() {
        return Err(usage(format!(
            "{} line {}: more lines than the first line announces ({} edges{})",
            name,
            at,
            m,
            if args.game == GraphGame::Counters {
                " and the stone counts"
            } else {
                ""
            }
        )));
    }
    Ok(Input {
        n,
        edges,
        lines: edge_lines,
        stones,
    })
}

/// Whether the undirected graph is 2-colourable.
fn bipartite(n: usize, edges: &[(usize, usize)]) -> bool {
    let mut adj = vec![Vec::new(); n];
    for &(u, v) in edges {
        adj[u].push(v);
        adj[v].push(u);
    }
    let mut side = vec![2u8; n];
    let mut stack = Vec::new();
    for s in 0..n {
        if side[s] != 2 {
            continue;
        }
        side[s] = 0;
        stack.push(s);
        while let Some(v) = stack.pop() {
            for &w in &adj[v] {
                if side[w] == 2 {
                    side[w] = 1 - side[v];
                    stack.push(w);
                } else if side[w] == side[v] {
                    return false;
                }
            }
        }
    }
    true
}

/// An arc on a directed cycle, if there is one (Kahn's algorithm: every
/// vertex never freed has a successor never freed; a walk along those is
/// on a cycle after n steps).
fn on_a_cycle(succ: &[Vec<usize>]) -> Option<(usize, usize)> {
    let n = succ.len();
    let mut indeg = vec![0usize; n];
    for list in succ {
        for &w in list {
            indeg[w] += 1;
        }
    }
    let mut queue: Vec<usize> = (0..n).filter(|&v| indeg[v] == 0).collect();
    let mut done = 0;
    while let Some(v) = queue.pop() {
        done += 1;
        for &w in &succ[v] {
            indeg[w] -= 1;
            if indeg[w] == 0 {
                queue.push(w);
            }
        }
    }
    if done == n {
        return None;
    }
    let next = |v: usize| succ[v].iter().copied().find(|&w| indeg[w] > 0);
    let mut v = (0..n).find(|&v| indeg[v] > 0)?;
    for _ in 0..n {
        v = next(v)?;
    }
    Some((v, next(v)?))
}

/// The first vertex a search from vertex 0 does not reach (n if none).
fn unreached(n: usize, edges: &[(usize, usize)]) -> usize {
    let mut adj = vec![Vec::new(); n];
    for &(u, v) in edges {
        adj[u].push(v);
        adj[v].push(u);
    }
    let mut seen = vec![false; n];
    seen[0] = true;
    let mut stack = vec![0];
    while let Some(v) = stack.pop() {
        for &w in &adj[v] {
            if !seen[w] {
                seen[w] = true;
                stack.push(w);
            }
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(n)
}
