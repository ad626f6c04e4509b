//! Games played on a graph given as input: a token moved along edges
//! (geography), a token that uses up counters on a tree, and the maximum
//! matchings that decide the undirected case. Each module's doc states its
//! theorem with a proof or a sketch, and its tests compare it with an
//! exhaustive search from the rules.
//!
//! | Module | What it gives | Rests on |
//! |---|---|---|
//! | [`matching`] | maximum matching of any graph (Edmonds' blossoms; Hopcroft-Karp when bipartite), the vertices some maximum matching misses | Edmonds 1965; Hopcroft and Karp 1973; the Gallai-Edmonds structure theorem |
//! | [`geography`] | undirected vertex geography from every start and its winning moves; directed vertex and edge geography by search for small graphs | Fraenkel, Scheinerman and Ullman 1993 (the first player wins iff the start is in every maximum matching); Bodlaender 1993 |
//! | [`counters`] | the token-with-counters game on a tree (AGC010 F) from every start in O(N) | the AGC010 F editorial: only moves to a smaller neighbour matter |
//!
//! A graph is `n` vertices `0..n` and a slice of `(u, v)` edges. Every
//! function refuses, with a panic naming the input, a graph of 0 vertices,
//! a vertex id of `n` or more, a self-loop, or an edge given twice; the
//! searches refuse graphs past their stated size, and [`counters`] a graph
//! that is not a tree. Grundy values of a token on a DAG are
//! [`dag_values`](crate::impartial::game::dag_values).
//!
//! Each module is also at the crate root: `grundy::matching` is
//! `grundy::graphs::matching`.

pub mod counters;
pub mod geography;
pub mod matching;
