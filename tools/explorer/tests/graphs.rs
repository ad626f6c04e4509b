//! `grundy graph` run as a process: every game's output against a search of
//! its rules written here (vertex geography and its winning moves, directed
//! geography, Grundy values on a DAG, the counters game on a tree), on
//! seeded random graphs given on stdin and in a file; and its bad input.

#[path = "../../../tests/common/mod.rs"]
mod common;

use common::{bin_path, run_args};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::HashMap;

/// Runs `grundy graph - ARGS` with `input` on stdin, requires success.
fn graph(args: &[&str], input: &str) -> String {
    let mut all = vec!["graph", "-"];
    all.extend_from_slice(args);
    let out = run_args(&bin_path("grundy"), &all, input.as_bytes());
    assert!(
        out.status.success(),
        "grundy {all:?} failed on {input:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The file of a graph, 1-based.
fn file(n: usize, edges: &[(usize, usize)]) -> String {
    let mut s = format!("{} {}\n", n, edges.len());
    for &(u, v) in edges {
        s += &format!("{} {}\n", u + 1, v + 1);
    }
    s
}

/// Vertex geography from the rules: the mover at `v` wins iff some
/// unvisited successor is a loss.
fn geography_wins(succ: &[u32], v: usize, visited: u32) -> bool {
    (0..succ.len()).any(|w| {
        succ[v] >> w & 1 == 1 && visited >> w & 1 == 0 && !geography_wins(succ, w, visited | 1 << w)
    })
}

fn random_edges(rng: &mut StdRng, n: usize, p: f64, directed: bool) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    for u in 0..n {
        for v in 0..n {
            if (directed && u != v || u < v) && rng.random_bool(p) {
                edges.push((u, v));
            }
        }
    }
    edges
}

#[test]
fn geography_and_its_moves_match_the_rules() {
    let mut rng = StdRng::seed_from_u64(39);
    for round in 0..30 {
        let n = rng.random_range(1..=9usize);
        let edges = random_edges(&mut rng, n, [0.25, 0.4, 0.6][round % 3], false);
        let mut succ = vec![0u32; n];
        for &(u, v) in &edges {
            succ[u] |= 1 << v;
            succ[v] |= 1 << u;
        }
        let mut want = String::new();
        for v in 0..n {
            let win = geography_wins(&succ, v, 1 << v);
            want += &format!("{} {}", v + 1, if win { "win" } else { "lose" });
            if win {
                for w in 0..n {
                    if succ[v] >> w & 1 == 1 && !geography_wins(&succ, w, 1 << v | 1 << w) {
                        want += &format!(" {}", w + 1);
                    }
                }
            }
            want.push('\n');
        }
        assert_eq!(graph(&["--moves"], &file(n, &edges)), want, "{edges:?}");
    }
}

#[test]
fn directed_geography_matches_the_rules() {
    let mut rng = StdRng::seed_from_u64(1980);
    for _ in 0..20 {
        let n = rng.random_range(1..=8usize);
        let arcs = random_edges(&mut rng, n, 0.3, true);
        let mut succ = vec![0u32; n];
        for &(u, v) in &arcs {
            succ[u] |= 1 << v;
        }
        let want: String = (0..n)
            .map(|v| {
                let win = geography_wins(&succ, v, 1 << v);
                format!("{} {}\n", v + 1, if win { "win" } else { "lose" })
            })
            .collect();
        assert_eq!(graph(&["--directed"], &file(n, &arcs)), want, "{arcs:?}");
    }
}

/// The Grundy value of a token at `v` by the definition (mex of the
/// successors' values).
fn grundy_value(succ: &[Vec<usize>], v: usize) -> u64 {
    let values: Vec<u64> = succ[v].iter().map(|&w| grundy_value(succ, w)).collect();
    (0..).find(|g| !values.contains(g)).unwrap()
}

#[test]
fn dag_values_match_the_definition_zero_based_too() {
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..20 {
        let n = rng.random_range(1..=12usize);
        // Arcs from a higher to a lower vertex of a random order.
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            order.swap(i, rng.random_range(0..=i));
        }
        let arcs: Vec<(usize, usize)> = random_edges(&mut rng, n, 0.3, false)
            .into_iter()
            .map(|(i, j)| (order[j], order[i]))
            .collect();
        let mut succ = vec![Vec::new(); n];
        for &(u, v) in &arcs {
            succ[u].push(v);
        }
        let one_based: String = (0..n)
            .map(|v| format!("{} {}\n", v + 1, grundy_value(&succ, v)))
            .collect();
        assert_eq!(graph(&["--game", "dag"], &file(n, &arcs)), one_based);
        let mut zero = format!("{} {}\n", n, arcs.len());
        for &(u, v) in &arcs {
            zero += &format!("{u} {v}\n");
        }
        let zero_based: String = (0..n)
            .map(|v| format!("{} {}\n", v, grundy_value(&succ, v)))
            .collect();
        assert_eq!(graph(&["--game", "dag", "--zero-based"], &zero), zero_based);
    }
}

/// The counters game from its rules: a stone off the token's vertex, then
/// the token to a neighbour.
fn counters_wins(
    adj: &[Vec<usize>],
    v: usize,
    a: &mut Vec<u64>,
    memo: &mut HashMap<(usize, Vec<u64>), bool>,
) -> bool {
    if let Some(&w) = memo.get(&(v, a.clone())) {
        return w;
    }
    let mut win = false;
    if a[v] > 0 {
        a[v] -= 1;
        win = adj[v].iter().any(|&u| !counters_wins(adj, u, a, memo));
        a[v] += 1;
    }
    memo.insert((v, a.clone()), win);
    win
}

#[test]
fn counters_match_the_rules_on_random_trees() {
    let mut rng = StdRng::seed_from_u64(10);
    for _ in 0..30 {
        let n = rng.random_range(1..=7usize);
        let edges: Vec<(usize, usize)> = (1..n).map(|i| (rng.random_range(0..i), i)).collect();
        let a: Vec<u64> = (0..n).map(|_| rng.random_range(0..=3)).collect();
        let mut adj = vec![Vec::new(); n];
        for &(u, v) in &edges {
            adj[u].push(v);
            adj[v].push(u);
        }
        let mut memo = HashMap::new();
        let want: String = (0..n)
            .map(|v| {
                let win = counters_wins(&adj, v, &mut a.clone(), &mut memo);
                format!("{} {}\n", v + 1, if win { "win" } else { "lose" })
            })
            .collect();
        let mut input = file(n, &edges);
        input += &a.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
        input.push('\n');
        assert_eq!(
            graph(&["--game", "counters"], &input),
            want,
            "{edges:?} {a:?}"
        );
    }
}

#[test]
fn a_file_reads_as_stdin_does() {
    let dir = std::env::temp_dir().join(format!("grundy-graphs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("agc010f-2.txt");
    // AGC010 F, second sample: Takahashi wins from 1 and 2.
    let input = "5 4\n1 2\n1 3\n2 4\n2 5\n5 4 1 2 3\n";
    std::fs::write(&path, input).unwrap();
    let out = run_args(
        &bin_path("grundy"),
        &["graph", path.to_str().unwrap(), "--game", "counters"],
        b"",
    );
    assert!(out.status.success());
    let want = "1 win\n2 win\n3 lose\n4 lose\n5 lose\n";
    assert_eq!(String::from_utf8(out.stdout).unwrap(), want);
    assert_eq!(graph(&["--game", "counters"], input), want);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `grundy graph - ARGS` on `input` fails with status 2, nothing on stdout
/// and one stderr line containing `says`.
fn refused(args: &[&str], input: &str, says: &str) {
    let mut all = vec!["graph", "-"];
    all.extend_from_slice(args);
    let out = run_args(&bin_path("grundy"), &all, input.as_bytes());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{all:?} on {input:?}: {err}");
    assert!(
        out.stdout.is_empty(),
        "{all:?} on {input:?} wrote to stdout"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains(says),
        "{all:?} on {input:?}: {err} lacks {says:?}"
    );
}

#[test]
fn bad_files_are_one_line_naming_the_line() {
    refused(&[], "", "stdin: empty");
    refused(&[], "0 0\n", "stdin line 1: 0 vertices");
    refused(&[], "3\n", "stdin line 1: the first line is `n m`");
    refused(
        &[],
        "3 2\n1 2\n2 3 4\n",
        "stdin line 3: an edge is `u v`, found 3",
    );
    refused(
        &[],
        "3 2\n1 2\n2 x\n",
        "stdin line 3: 'x' is not a non-negative integer",
    );
    refused(
        &[],
        "3 2\n1 2\n2 2\n",
        "stdin line 3: a self-loop at vertex 2",
    );
    refused(
        &[],
        "3 2\n1 2\n\n2 1\n",
        "stdin line 4: the edge 2 1 again (line 2)",
    );
    refused(
        &["--directed"],
        "3 2\n1 2\n1 2\n",
        "stdin line 3: the arc 1 2 again (line 2)",
    );
    refused(
        &[],
        "3 1\n1 4\n",
        "stdin line 2: vertex 4 is out of range 1..=3",
    );
    refused(&[], "3 1\n0 1\n", "--zero-based reads them from 0");
    refused(
        &["--zero-based"],
        "3 1\n0 3\n",
        "stdin line 2: vertex 3 is out of range 0..=2",
    );
    refused(
        &[],
        "3 2\n1 2\n",
        "stdin line 3: the file ends after 1 of its 2 edges",
    );
    refused(
        &[],
        "3 1\n1 2\n2 3\n",
        "stdin line 3: more lines than the first line announces",
    );
    refused(&[], "2000000 0\n", "at most 1,000,000 vertices");
    refused(
        &["--game", "dag"],
        "4 4\n1 2\n2 3\n3 4\n4 2\n",
        "is on a cycle (--game dag needs an acyclic graph",
    );
    refused(
        &["--game", "counters"],
        "3 2\n1 2\n2 3\n",
        "stdin line 4: the file ends before its line of 3 stone counts",
    );
    refused(
        &["--game", "counters"],
        "3 2\n1 2\n2 3\n1 1\n",
        "stdin line 4: 2 stone counts for 3 vertices",
    );
    refused(
        &["--game", "counters"],
        "3 1\n1 2\n1 1 1\n",
        "a tree on 3 vertices has 2 edges, not 1",
    );
    refused(
        &["--game", "counters"],
        "4 3\n1 2\n2 3\n3 1\n1 1 1 1\n",
        "vertex 4 is not connected to vertex 1",
    );
    refused(
        &["--game", "counters", "--directed"],
        "1 0\n0\n",
        "drop --directed",
    );
    refused(
        &["--game", "dag", "--moves"],
        "1 0\n",
        "--moves lists the winning moves",
    );
    let out = run_args(
        &bin_path("grundy"),
        &["graph", "/nonexistent/graph.txt"],
        b"",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read '/nonexistent/graph.txt'"));
}

#[test]
fn sizes_past_the_searches_are_refused_before_any_work() {
    let path = |n: usize| file(n, &(1..n).map(|i| (i - 1, i)).collect::<Vec<_>>());
    refused(
        &["--directed"],
        &path(21),
        "at most 20 vertices; this graph has 21",
    );
    refused(
        &["--moves"],
        &path(301),
        "--moves runs a search per edge, at most 300 vertices",
    );
    // A cycle of 3001 vertices is odd: Edmonds' algorithm, refused past 3000.
    let mut cycle: Vec<(usize, usize)> = (1..3001).map(|i| (i - 1, i)).collect();
    cycle.push((3000, 0));
    refused(
        &[],
        &file(3001, &cycle),
        "at most 3000 vertices here; this graph has 3001",
    );
    // The same size bipartite (a path) is fine, and so are 10^5 vertices.
    let out = graph(&[], &path(100_000));
    assert_eq!(out.lines().count(), 100_000);
    assert!(out.lines().all(|l| l.ends_with(" win")));
}
