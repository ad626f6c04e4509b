//! The command line, declared for clap: its commands, options, value types and
//! `--help` text. What clap cannot check alone (caps that depend on the game,
//! the custom piece's moves) is checked in main.rs.

use clap::{Args, Parser, Subcommand, ValueEnum};
use grundy::octal::OctalGame;
use std::path::PathBuf;

/// The largest `N` of `table`: the rook, palace and queen tables take about
/// n³ steps (10^9 at n = 1000, a few seconds) and n² values of memory.
pub const TABLE_CAP: usize = 1000;
/// The largest `N` of `table --svg`.
pub const SVG_CAP: usize = 256;
/// The largest `--len` of a sequence: O(len) memory.
pub const LEN_CAP: usize = 10_000_000;
/// Values printed by `sequence` without `--len` or `--period`.
pub const DEFAULT_LEN: usize = 60;

/// The expression language, shown by `--help` of every command (a macro, so
/// that `concat!` can put it after the examples).
macro_rules! expressions {
    () => {
        "EXPRESSIONS (--check 'EXPR', --check-lost 'EXPR', heap rules):
  Integers (i64), the variables x, y (table) or n (sequence; and a heap
  rule's loop variables), and, from the loosest to the tightest binding, as
  in C:
    c ? a : b       a if c is not 0, else b
    ||  &&          logical or, and (0 or 1)
    |   ^   &       bitwise or, XOR (^ is XOR, not a power), and
    ==  !=          equal, not equal (0 or 1)
    <  <=  >  >=    comparisons (0 or 1)
    <<  >>          shifts
    +  -            add, subtract
    *  /  %         multiply; divide and remainder, truncated toward zero
    -a  !a  ~a      negate, logical not, bitwise not
    min(a, b, ...)  max(a, b, ...)  abs(a)  ( )
    sqrt(a)  root(a, k)  floor of the square and k-th root (exact; a >= 0)
    ceil_sqrt(a)  ceil_root(a, k)  their ceilings (least r with r^k >= a)
    popcount(a)  ctz(a)  cto(a)  clz(a)  one bits, trailing zeros, trailing
                    ones, leading zeros of the 64 (ctz(0) = clz(0) = 64)
    bitlen(a)  log2(a)  bits of a >= 0 (bitlen(0) = 0); floor log2, a >= 1
    is_square(a)  is_fib(a)  1 if a is a square, a Fibonacci number (0, 1,
                    2, 3, 5, 8, ...), else 0
    is_prime(a)  gcd(a, b)  1 if a is prime (exact on i64), else 0; the
                    greatest common divisor of |a| and |b|
    zeck_min(a)  the smallest term of a's Zeckendorf sum (a >= 1)
  --check-lost reads EXPR as true (not 0) or false (0), and wants it true
  exactly on the lost positions (value 0). As in C, x & 1 == 0 means x & (1 == 0): write (x & 1) == 0. Chained
  comparisons (a < b < c) are refused. Overflow, division by zero and shifts
  outside 0..=63 stop the check with an error."
    };
}

/// The heap-rule syntax, shown by `grundy sequence heap --help`.
macro_rules! heap_rules {
    () => {
        "HEAP RULES (grundy sequence heap RULE):
  The options of a heap of n, separated by `;`. An option is the heaps the
  move leaves, separated by `,` (a sum of heaps; its value is their XOR):
    n - 1; n - 2            take 1 or 2 (a subtraction game)
    0..n                    LO..HI: every heap y with LO <= y < HI, one
                            option each (here: Nim, take any number)
    n/2, n/2 if n % 2 == 0  OPTION if COND: only where COND is not 0
    0..n; for a in 1..n/2+1: a, n-a
                            for k in LO..HI: OPTION repeats the option for
                            each k (Lasker's Nim: take any, or split in two)
    for k in 2..n+1: n/k if n % k == 0
                            keep one of k equal parts
    root(n, 4)..sqrt(n)+1   any y between the fourth root and the sqrt
    all 1..n                every heap of the range at once (one option)
    --coins '(); 0..n'      a coin-turning game: coins from 0, `()` turns
                            no other coin (here: turn one or two coins)
  Heap 0 has no options (the rule is read from n = 1 on). A heap below 0
  means the option does not exist at that n (as taking more than there is);
  a range is cut to 0..n; any other heap of n or more is an error. sqrt(x)
  and root(x, k) are floors of roots, exact on all of i64. The period is
  observed only, unless every option is one heap n - c or a range n - c..n
  (then each value is a function of the last c values, which proves it)."
    };
}

/// The table-rule syntax, shown by `grundy table --help`.
macro_rules! table_rules {
    () => {
        "TABLE RULES (grundy table rule N RULE):
  A heap rule (see grundy sequence heap --help) in x and y whose options
  list positions (X, Y), separated by `,` (a sum: its value is the XOR):
    (x - 1, y); (x, y - 1)            take one from either pile
    for a in 1..x: (a, y), (x - a, y) cut an x-by-y rectangle in two
    for a in 1..y: (a, y - a) if x > 0; for a in 1..x: (a, x - a) if y > 0
                                      E&D: eat one pile, split the other
    for t in 1..min(x, y)+1: (x - t, min(2*t, x - t))
                                      Fibonacci Nim: x stones, take at most y
  A component with a coordinate below 0 means no option; one with X or Y
  of N or more is an error, and so is a cycle (a position among its own
  options): every play must end."
    };
}

/// Print Grundy values to look for their patterns, guess a formula and check it.
#[derive(Parser, Debug)]
#[command(
    name = "grundy",
    arg_required_else_help = true,
    after_help = concat!(
        "EXAMPLES:
  grundy table palace 12 --highlight 0 --check
  grundy table knight 20 --check 'min(x, y) % 3'
  grundy table custom 12 --leap 1,2 --leap 2,1 --leap 1,1 --svg mine.svg
  grundy table king 10 --moves 5,7
  grundy sequence octal 0.07 --period
  grundy sequence subtraction 1,3 --check 'n % 2'
  grundy sequence subtraction 3..8 --check-lost 'n % 8 < 3'
  grundy sequence heap '0..n; for a in 1..n/2+1: a, n-a' --period
  grundy sequence heap 'n - 1; n/2 if n % 2 == 0' --misere --raw

",
        expressions!()
    )
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// The N x N Grundy table of one piece that moves toward (0, 0), or of
    /// any two-parameter game (`table rule N RULE`).
    ///
    /// Row x (going down) and column y (going across) hold t[x][y], the
    /// Grundy value of a lone piece at (x, y), built by definition from the
    /// piece's moves.
    #[command(after_help = concat!(table_rules!(), "\n\n", expressions!()))]
    Table(TableArgs),
    /// g(0), g(1), ... for one pile of a one-pile game.
    #[command(subcommand, after_help = expressions!())]
    Sequence(Game),
    /// Start a problem: src/bin/NAME.rs, testdata/NAME/ and tests/NAME.rs.
    New(NewArgs),
    /// The values of a partizan game (Left and Right move differently):
    /// numbers, numbers plus nimbers and canonical forms in CGSuite's
    /// notation.
    #[command(subcommand)]
    Partizan(PartizanGame),
    /// A game on a graph read from a file: per vertex, the outcome for the
    /// player to move first from it (win or lose), or the Grundy value.
    #[command(after_help = "FILE FORMAT:
  n m          vertices and edges
  u v          m lines, one edge each (vertices 1..=n; 0..n with --zero-based)
  a1 ... an    --game counters only: the stones on each vertex
  Blank lines are skipped. Self-loops, an edge twice, ids out of range, 0
  vertices, a cycle for --game dag, a non-tree for --game counters: one
  error line naming the file's line, exit status 2.

GAMES:
  geography  the token moves to an unvisited neighbour; who cannot move
             loses. Undirected: by maximum matchings (the start wins iff
             every maximum matching covers it), --moves lists the winning
             first moves (at most 300 vertices). --directed: arcs u -> v,
             by search, at most 20 vertices.
  dag        the Grundy value of a token moved along the arcs u -> v
  counters   a tree with stones (AtCoder AGC010 F): a move takes a stone
             from the token's vertex, then moves the token to a neighbour

EXAMPLES:
  grundy graph edges.txt
  printf '3 2\n1 2\n2 3\n' | grundy graph - --moves
  grundy graph tree.txt --game counters")]
    Graph(GraphArgs),
}

/// The arguments of `grundy graph` (the work is in graph.rs).
#[derive(Args, Debug)]
pub struct GraphArgs {
    /// The graph's file, or - for stdin.
    pub file: String,
    /// The game on the graph.
    #[arg(long, value_enum, default_value_t = GraphGame::Geography)]
    pub game: GraphGame,
    /// Edges are arcs u -> v (geography: directed vertex geography; dag is
    /// always directed).
    #[arg(long)]
    pub directed: bool,
    /// Vertices are numbered 0..n (default 1..=n), in the file and the output.
    #[arg(long)]
    pub zero_based: bool,
    /// Geography: after each winning start, its winning first moves.
    #[arg(long)]
    pub moves: bool,
}

/// The games of `grundy graph`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GraphGame {
    /// Vertex geography (undirected by matchings, or --directed by search).
    Geography,
    /// Grundy values of a token on a DAG.
    Dag,
    /// The token-with-counters game on a tree (AGC010 F).
    Counters,
}

/// The games of `grundy partizan` (the work is in partizan.rs).
#[derive(Subcommand, Debug)]
pub enum PartizanGame {
    /// A one-parameter game: Left's and Right's options of a heap of n, each
    /// a heap rule (see grundy sequence heap --help); v(0), v(1), ...
    #[command(after_help = "EXAMPLES:
  grundy partizan heap --left 'n - 1' --right 'n - 2; n - 3' --len 12 --check
  grundy partizan heap --left 'n - 2' --right 'n - 1 if n % 3 == 0' --guess")]
    Heap {
        /// Left's options of a heap of n, such as 'n - 1; n - 2' (none if
        /// left out).
        #[arg(long, value_name = "RULE", allow_hyphen_values = true)]
        left: Option<String>,
        /// Right's options of a heap of n (none if left out).
        #[arg(long, value_name = "RULE", allow_hyphen_values = true)]
        right: Option<String>,
        /// Compute L values, v(0) to v(L - 1) (default 20, at most 100,000).
        #[arg(long, value_name = "L", value_parser = clap::value_parser!(u64).range(1..=100_000))]
        len: Option<u64>,
        #[command(flatten)]
        options: PartizanOptions,
    },
    /// A two-parameter game on the N x N positions (x, y): Left's and
    /// Right's options each a table rule (see grundy table --help).
    #[command(after_help = "EXAMPLES:
  grundy partizan table 6 --left 'for a in 1..x: (a, y), (x - a, y)' --right 'for b in 1..y: (x, b), (x, y - b)'")]
    Table {
        /// The table size, 1..=100: positions (x, y) with x, y < N.
        #[arg(value_parser = partizan_size)]
        n: usize,
        /// Left's options of (x, y), such as '(x - 1, y)' (none if left out).
        #[arg(long, value_name = "RULE", allow_hyphen_values = true)]
        left: Option<String>,
        /// Right's options of (x, y) (none if left out).
        #[arg(long, value_name = "RULE", allow_hyphen_values = true)]
        right: Option<String>,
        #[command(flatten)]
        options: PartizanOptions,
    },
    /// Cutcake (Winning Ways ch. 2): a w x h cake, Left cuts it into two
    /// narrower cakes (a x h and (w - a) x h), Right into two lower ones;
    /// the values for 1 <= w, h <= N.
    Cutcake {
        /// The largest width and height, 1..=99.
        #[arg(value_parser = cutcake_size)]
        n: usize,
        #[command(flatten)]
        options: PartizanOptions,
    },
    /// Blue-Red-Green Hackenbush stalks, each a string of B, R and G edges
    /// from the ground up (Left cuts B or G, Right R or G, the edges above
    /// a cut fall): the value of each and of their sum.
    Stalks {
        /// The stalks, such as BRR GB BBG (at most 30 edges each).
        #[arg(required = true, num_args = 1..)]
        stalks: Vec<String>,
        #[command(flatten)]
        options: PartizanOptions,
    },
}

impl PartizanGame {
    pub fn options(&self) -> &PartizanOptions {
        match self {
            PartizanGame::Heap { options, .. }
            | PartizanGame::Table { options, .. }
            | PartizanGame::Cutcake { options, .. }
            | PartizanGame::Stalks { options, .. } => options,
        }
    }
}

#[derive(Args, Debug, Clone)]
pub struct PartizanOptions {
    /// Check every value printed against a minimax search of the rules:
    /// the position minus its value must be a second-player win, whoever
    /// starts (within 2,000,000 positions searched).
    #[arg(long)]
    pub check: bool,
    /// `heap`: find an arithmetic period of the values (numbers plus
    /// nimbers), v(n + p) = v(n) + s from some n on (observed, not proven).
    /// Exit status 3 when there is none.
    #[arg(long)]
    pub guess: bool,
    /// Print the title and the reports (--check, --guess), not the values.
    #[arg(short, long)]
    pub quiet: bool,
    /// Stop after SECONDS of CPU time (default 10) and print the values
    /// computed so far (exit status 3).
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub time: Option<f64>,
}

/// The largest `N` of `partizan table`: its options are stored (N^2
/// positions).
pub const PARTIZAN_CAP: usize = 100;

fn partizan_size(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=PARTIZAN_CAP).contains(&n) => Ok(n),
        _ => Err(format!(
            "the table size is a whole number in 1..={}, found `{}`",
            PARTIZAN_CAP,
            crate::text::quote(text)
        )),
    }
}

fn cutcake_size(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..PARTIZAN_CAP).contains(&n) => Ok(n),
        _ => Err(format!(
            "the largest cake is a whole number in 1..={}, found `{}`",
            PARTIZAN_CAP - 1,
            crate::text::quote(text)
        )),
    }
}

/// The arguments of `new` (the work is in new.rs).
#[derive(Args, Debug)]
#[command(
    after_help = "Exit status: 0 made; 1 the name is taken, no grundy crate was found, or a file \
could not be written; 2 the name is refused (not a lower-case identifier, a keyword or reserved). \
Nothing is written unless all three are made."
)]
pub struct NewArgs {
    /// The problem's name: a lower-case identifier such as abc300_d or p9655.
    pub name: String,
    /// The grundy crate's folder (default: the first folder at or above the
    /// current one whose Cargo.toml has name = "grundy").
    #[arg(long)]
    pub dir: Option<PathBuf>,
}

/// The pieces of `table`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceName {
    Rook,
    Bishop,
    King,
    Knight,
    Palace,
    Queen,
    /// The piece of --leap and --slide
    Custom,
    /// Any two-parameter game: its RULE after N (see TABLE RULES below)
    Rule,
}

#[derive(Args, Debug, Clone)]
pub struct TableArgs {
    /// The piece (rook, bishop, king, knight, palace and queen are described
    /// in grundy::games::pieces).
    #[arg(value_enum)]
    pub piece: PieceName,
    /// The board size, 1..=1000.
    #[arg(value_parser = table_size)]
    pub n: usize,
    /// With `rule`: the options of a position (x, y), such as
    /// 'for a in 1..x: (a, y), (x - a, y)' (see TABLE RULES below; a rule
    /// that starts with - goes after --).
    pub rule: Option<String>,
    /// Write the cells equal to K as [K], to see where K lives.
    #[arg(long, value_name = "K")]
    pub highlight: Option<u32>,
    /// Count the cells where the table differs from EXPR (in x, y; see
    /// EXPRESSIONS below) and show the first few; without EXPR, from the
    /// piece's closed form in the library (the queen and custom pieces have
    /// none). An EXPR that starts with - is written --check='-...'.
    #[arg(long, value_name = "EXPR", num_args = 0..=1)]
    #[allow(clippy::option_option)]
    pub check: Option<Option<String>>,
    /// Count the cells where EXPR (in x, y) is not 0 and the cell is not
    /// lost, or the other way round: EXPR must be true exactly on the lost
    /// cells (value 0). An EXPR that starts with - is written
    /// --check-lost='-...'.
    #[arg(long, value_name = "EXPR")]
    pub check_lost: Option<String>,
    /// Also draw the table as a heatmap in FILE (N <= 256).
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// List the moves from (X, Y) with their values, marking the winning ones
    /// (to a cell of value 0); the table itself is not printed.
    #[arg(long, value_name = "X,Y", value_parser = step)]
    pub moves: Option<(usize, usize)>,
    /// Print the title and the reports (--check, --highlight's count), not
    /// the table itself: for large tables.
    #[arg(short, long)]
    pub quiet: bool,
    /// Find a closed form for the values: the shapes the theory predicts
    /// (a period, residue classes, sums, blocks), then a search of formulas
    /// by size; prints it in the --check syntax and as Rust, and whether it
    /// is proven or only fits the values computed. Exit status 3 when no
    /// formula is found within the budget.
    #[arg(long)]
    pub guess: bool,
    /// As --guess, for a predicate true exactly on the lost positions
    /// (value 0).
    #[arg(long)]
    pub guess_lost: bool,
    /// CPU seconds the search of --guess and --guess-lost may take (each);
    /// under --param, all the searches of the sweep together.
    #[arg(long, value_name = "SECS", default_value_t = 5.0, value_parser = budget)]
    pub budget: f64,
    /// Formulas each search of --guess and --guess-lost may try, whatever
    /// the time: with a --budget that does not run out first, the same
    /// formula on any machine.
    #[arg(long, value_name = "N", default_value_t = grundy_guess::MAX_CANDIDATES, value_parser = tries)]
    pub tries: u64,
    /// Sweep a constant NAME of the rule over LO..HI (LO <= v < HI) or
    /// LO..=HI, at most 100 values: one run each, its results under
    /// `NAME = v:` (for `sequence heap` and `table rule`).
    #[arg(long, value_name = "NAME=LO..HI")]
    pub param: Option<String>,
    /// With the piece `custom`: a jump from (x, y) to (x - DX, y - DY).
    /// Repeat for more directions.
    #[arg(long, value_name = "DX,DY", value_parser = step)]
    pub leap: Vec<(usize, usize)>,
    /// With the piece `custom`: a slide of any number k >= 1 of steps, to
    /// (x - k DX, y - k DY). The rook is --slide 1,0 --slide 0,1.
    #[arg(long, value_name = "DX,DY", value_parser = step)]
    pub slide: Vec<(usize, usize)>,
}

#[derive(Subcommand, Debug)]
pub enum Game {
    /// Remove s stones for some s in MOVES.
    #[command(after_help = expressions!())]
    Subtraction {
        /// The move list, such as 1,3, or with ranges LO..HI (LO <= s < HI):
        /// 3..8 is 3,4,5,6,7, and 1,4..7,10 is 1,4,5,6,10 (at most 255
        /// distinct moves).
        #[arg(value_parser = move_list)]
        moves: Moves,
        #[command(flatten)]
        options: SequenceOptions,
    },
    /// Remove a Fibonacci number (1, 2, 3, 5, 8, ...) of stones.
    #[command(after_help = expressions!())]
    Fibonacci {
        #[command(flatten)]
        options: SequenceOptions,
    },
    /// The take-and-break game of an octal code (see grundy::octal).
    #[command(after_help = expressions!())]
    Octal {
        /// The code, such as 0.07 (Dawson's Kayles) or 0.77 (Kayles).
        #[arg(value_parser = octal_code)]
        code: OctalGame,
        #[command(flatten)]
        options: SequenceOptions,
    },
    /// Any heap game, its move rule written as the heaps each move leaves.
    #[command(after_help = concat!(heap_rules!(), "\n\n", expressions!()))]
    Heap {
        /// The rule, such as '0..n; for a in 1..n/2+1: a, n-a' (Lasker's
        /// Nim); see HEAP RULES below.
        #[arg(allow_hyphen_values = true)]
        rule: String,
        /// Win (1) or lose (0) for the player to move under misère play
        /// (the last move loses), in place of the Grundy values; a rule
        /// with splits is searched as multisets of heaps (within the bound
        /// and 2,000,000 positions).
        #[arg(long)]
        misere: bool,
        /// Read RULE as a coin-turning game: the options of a head at coin n
        /// are the other coins turned, coin 0 among them, from n = 0 on
        /// (`()` turns no other coin, `all LO..HI` every coin of a range).
        #[arg(long, conflicts_with = "misere")]
        coins: bool,
        #[command(flatten)]
        options: SequenceOptions,
    },
    /// Segments with typed ends: n empty cells between two ends, each a wall
    /// or a symbol; a move writes a symbol in an empty cell, never next to a
    /// symbol it may not touch. One row of values per pair of ends; --check
    /// and --check-lost read EXPR in n, a and b (an end: 0 a wall, i the
    /// i-th symbol).
    #[command(after_help = "EXAMPLES:
  grundy sequence segment SO --forbid SS,OO --period
                          write S or O, never next to an equal letter
  grundy sequence segment X --forbid XX --period
                          a cell and its neighbours taken: Dawson's Kayles")]
    Segment {
        /// The symbols, one letter each, such as SO.
        symbols: String,
        /// The pairs of symbols that may not be next to each other, either
        /// order, such as SS,OO.
        #[arg(long, value_name = "PAIRS", default_value = "")]
        forbid: String,
        #[command(flatten)]
        options: SequenceOptions,
    },
}

impl Game {
    pub fn options(&self) -> &SequenceOptions {
        match self {
            Game::Subtraction { options, .. }
            | Game::Fibonacci { options }
            | Game::Octal { options, .. }
            | Game::Heap { options, .. }
            | Game::Segment { options, .. } => options,
        }
    }
}

/// The moves of a subtraction game, sorted, without repeats.
#[derive(Clone, Debug)]
pub struct Moves(pub Vec<usize>);

#[derive(Args, Debug, Clone)]
pub struct SequenceOptions {
    /// Compute L values (default 60, at most 10^7; other than an octal
    /// game, at most what a few seconds allow; an octal game computes until
    /// --time runs out).
    #[arg(long, value_name = "L", value_parser = clap::value_parser!(u64).range(1..=LEN_CAP as u64))]
    pub len: Option<u64>,
    /// Say the (pre-period, period) of the values, and whether it is proven;
    /// without --len, compute as many values as the proof needs (within the
    /// bound).
    #[arg(long)]
    pub period: bool,
    /// Values per printed row.
    #[arg(long, value_name = "C", default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=1000))]
    pub cols: u64,
    /// Print the title and the reports (--period, --check), not the values.
    #[arg(short, long)]
    pub quiet: bool,
    /// Count the indices n where g(n) differs from EXPR (in n; see
    /// EXPRESSIONS below) and show the first few.
    #[arg(long, value_name = "EXPR", allow_hyphen_values = true)]
    pub check: Option<String>,
    /// Count the indices n where EXPR (in n) is not 0 and the position is not
    /// lost, or the other way round: EXPR must be true exactly on the lost
    /// positions (g(n) = 0).
    #[arg(long, value_name = "EXPR", allow_hyphen_values = true)]
    pub check_lost: Option<String>,
    /// Find a closed form for the values: the shapes the theory predicts
    /// (a period, residue classes, sums, blocks), then a search of formulas
    /// by size; prints it in the --check syntax and as Rust, and whether it
    /// is proven or only fits the values computed. Exit status 3 when no
    /// formula is found within the budget.
    #[arg(long)]
    pub guess: bool,
    /// As --guess, for a predicate true exactly on the lost positions
    /// (value 0).
    #[arg(long)]
    pub guess_lost: bool,
    /// CPU seconds the search of --guess and --guess-lost may take (each);
    /// under --param, all the searches of the sweep together.
    #[arg(long, value_name = "SECS", default_value_t = 5.0, value_parser = budget)]
    pub budget: f64,
    /// Formulas each search of --guess and --guess-lost may try, whatever
    /// the time: with a --budget that does not run out first, the same
    /// formula on any machine.
    #[arg(long, value_name = "N", default_value_t = grundy_guess::MAX_CANDIDATES, value_parser = tries)]
    pub tries: u64,
    /// Sweep a constant NAME of the rule over LO..HI (LO <= v < HI) or
    /// LO..=HI, at most 100 values: one run each, its results under
    /// `NAME = v:` (for `sequence heap` and `table rule`); with --guess,
    /// then one formula in n and NAME that fits every row.
    #[arg(long, value_name = "NAME=LO..HI")]
    pub param: Option<String>,
    /// Print the values only, one a line, and nothing else (for scripts).
    #[arg(long, conflicts_with_all = ["period", "check", "check_lost", "quiet", "guess", "guess_lost"])]
    pub raw: bool,
    /// Octal games: stop computing after SECONDS of CPU time (default 5)
    /// and print what was computed; the period search then says "none proven within N
    /// values", a --len not reached exits with status 3. Ctrl-C stops the
    /// same way (status 130).
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub time: Option<f64>,
    /// Octal games: save the values computed to FILE (every minute and when
    /// the run stops), for a later --resume FILE.
    #[arg(long, value_name = "FILE")]
    pub checkpoint: Option<PathBuf>,
    /// Octal games: go on from the values saved in FILE (by --checkpoint),
    /// after checking them (the game, a checksum, and a sample against the
    /// move rule), and keep saving there unless --checkpoint says elsewhere.
    #[arg(long, value_name = "FILE")]
    pub resume: Option<PathBuf>,
}

/// The most seconds of `--time`: a week.
pub const TIME_CAP: f64 = 7.0 * 24.0 * 3600.0;

/// `--time SECONDS`: a number of seconds above 0, at most [`TIME_CAP`].
fn seconds(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(s) if s > 0.0 && s <= TIME_CAP => Ok(s),
        Ok(_) => Err(format!(
            "the time must be above 0 and at most {} seconds (a week)",
            TIME_CAP
        )),
        Err(_) => Err(format!(
            "`{}` is not a number of seconds (such as 5 or 0.5)",
            crate::text::quote(text)
        )),
    }
}

fn table_size(text: &str) -> Result<usize, String> {
    let n: usize = text
        .parse()
        .map_err(|_| format!("the table size must be a whole number, found `{}`", text))?;
    if n == 0 {
        return Err("the table size must be at least 1".to_string());
    }
    if n > TABLE_CAP {
        return Err(format!(
            "{} is above the cap {} (the rook, palace and queen tables take n³ steps)",
            n, TABLE_CAP
        ));
    }
    Ok(n)
}

/// `DX,DY` or `X,Y`: two whole numbers >= 0.
fn step(text: &str) -> Result<(usize, usize), String> {
    let parts: Vec<&str> = text.split(',').collect();
    let number = |part: &str| part.trim().parse::<usize>().ok();
    match parts[..] {
        [a, b] => match (number(a), number(b)) {
            (Some(a), Some(b)) => Ok((a, b)),
            _ => Err(format!(
                "`{}` is not two whole numbers >= 0 like 1,2 (a move goes toward the origin)",
                crate::text::quote(text)
            )),
        },
        _ => Err(format!(
            "`{}` is not a pair like 1,2",
            crate::text::quote(text)
        )),
    }
}

/// The most distinct moves of a subtraction game (its values fit in bytes).
const MOVES_CAP: usize = 255;

/// A move list such as `1,3` or `1,4..7,10`: positive whole numbers up to
/// [`LEN_CAP`] and ranges `LO..HI` of them (`LO <= s < HI`), separated by
/// commas, at most [`MOVES_CAP`] distinct.
fn move_list(list: &str) -> Result<Moves, String> {
    let quoted = crate::text::quote(list);
    let malformed = |why: String| format!("malformed move list `{}`: {}", quoted, why);
    let number = |part: &str| -> Result<usize, String> {
        let s: usize = part.trim().parse().map_err(|_| {
            malformed(format!(
                "`{}` is not a whole number (write a list like 1,3 or 3..8)",
                crate::text::quote(part)
            ))
        })?;
        if s == 0 || s > LEN_CAP {
            return Err(malformed(format!(
                "a move is a number of stones in 1..={}, found {}",
                LEN_CAP, s
            )));
        }
        Ok(s)
    };
    let mut moves = Vec::new();
    for part in list.split(',') {
        match part.split_once("..") {
            Some((lo, hi)) => {
                // HI may be LEN_CAP + 1: the range then ends at the cap.
                let hi = if hi.trim().parse() == Ok(LEN_CAP + 1) {
                    LEN_CAP + 1
                } else {
                    number(hi)?
                };
                let lo = number(lo)?;
                if lo >= hi {
                    return Err(malformed(format!(
                        "the range {}..{} is empty (LO..HI is LO <= s < HI)",
                        lo, hi
                    )));
                }
                // Refuse a huge range before listing it.
                if hi - lo > MOVES_CAP {
                    return Err(too_many(hi - lo));
                }
                moves.extend(lo..hi);
            }
            None => moves.push(number(part)?),
        }
        if moves.len() > MOVES_CAP {
            moves.sort_unstable();
            moves.dedup();
        }
        if moves.len() > MOVES_CAP {
            return Err(too_many(moves.len()));
        }
    }
    moves.sort_unstable();
    moves.dedup();
    Ok(Moves(moves))
}

fn too_many(count: usize) -> String {
    format!(
        "{} or more distinct moves; at most {} (the values are kept in bytes)",
        count, MOVES_CAP
    )
}

/// The most seconds of `--budget`.
pub const BUDGET_CAP: f64 = 600.0;

fn budget(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(v) if (0.0..=BUDGET_CAP).contains(&v) => Ok(v),
        _ => Err(format!(
            "the budget is a number of seconds in 0..={}, found `{}`",
            BUDGET_CAP,
            crate::text::quote(text)
        )),
    }
}

/// `--tries N`: 1 to [`grundy_guess::MAX_CANDIDATES`] formulas.
fn tries(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(v) if (1..=grundy_guess::MAX_CANDIDATES).contains(&v) => Ok(v),
        _ => Err(format!(
            "--tries is a number of formulas in 1..={}, found `{}`",
            grundy_guess::MAX_CANDIDATES,
            crate::text::quote(text)
        )),
    }
}

fn octal_code(code: &str) -> Result<OctalGame, String> {
    OctalGame::parse(code)
}

/// A clap error (usage, unknown option, bad value) as one line without the
/// `error: ` prefix: its first paragraph, with a tip if clap has one. The
/// user's text that clap quotes (a bad value, an unknown argument) is quoted
/// cut and escaped ([`crate::text::quote`]).
pub fn one_line(error: &clap::Error) -> String {
    let mut text = error.render().to_string();
    for (_, value) in error.context() {
        let values = match value {
            clap::error::ContextValue::String(v) => vec![v.clone()],
            clap::error::ContextValue::Strings(vs) => vs.clone(),
            _ => Vec::new(),
        };
        for v in values {
            let quoted = crate::text::quote(&v);
            if quoted != v && !v.is_empty() {
                text = text.replace(&v, &quoted);
            }
        }
    }
    let mut parts: Vec<String> = Vec::new();
    for paragraph in text.split("\n\n") {
        let paragraph = paragraph.trim();
        if paragraph.starts_with("Usage:") || paragraph.starts_with("For more information") {
            break;
        }
        let joined = paragraph
            .lines()
            .map(str::trim)
            .collect::<Vec<_>>()
            .join(" ");
        if !joined.is_empty() {
            parts.push(joined);
        }
    }
    let line = parts.join("; ");
    line.strip_prefix("error: ").unwrap_or(&line).to_string()
}
