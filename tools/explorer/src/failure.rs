//! How a command fails ([`Failure`]: its exit status and its one line on
//! stderr), and the failures of the expression language turned into them:
//! a `--check` (or a rule) that does not parse, an expression with no value
//! at some point.

use crate::text;
use grundy_guess::expr::{self, Expr};
use itertools::Itertools;

/// How the process ends badly: the command line is refused (exit 2, nothing
/// done) or the work fails (exit 1), either way one line on stderr; or the
/// work stopped short (a time budget, Ctrl-C): what was computed on stdout,
/// why it stopped on stderr, and the exit status `code`.
pub enum Failure {
    Usage(String),
    Run(String),
    /// `--guess` found no formula within its budget: the report (on stdout,
    /// saying so) and exit status 3.
    NoFormula(String),
    Partial {
        out: String,
        message: String,
        code: i32,
    },
}

/// `text` read as an expression over `vars`, for the option `flag`
/// (`--check`), or the error naming the column.
pub fn parse_expr(flag: &str, text: &str, vars: &[&str]) -> Result<Expr, Failure> {
    Expr::parse(text, vars).map_err(|e| parse_failure(flag, text, &e))
}

/// The one-line error of a parse error `e` in `text`, given with `what`
/// (`--check`): the text and the text from the column on, to find the place
/// without counting, both quoted cut.
pub fn parse_failure(what: &str, text: &str, e: &expr::ParseError) -> Failure {
    let rest: String = text.chars().skip(e.column - 1).collect();
    let at = if rest.trim().is_empty() {
        String::new()
    } else {
        format!(" (at `{}`)", text::quote(rest.trim_end()))
    };
    Failure::Usage(format!(
        "{} '{}': column {}{}: {}",
        what,
        text::quote(text),
        e.column,
        at,
        e.message
    ))
}

/// The value of `expr` at `values` (named `vars`), or the error as a
/// [`Failure`] naming the point.
pub fn eval_at(
    flag: &str,
    expr: &Expr,
    stack: &mut Vec<i64>,
    vars: &[&str],
    values: &[i64],
) -> Result<i64, Failure> {
    expr.eval_with(stack, values).map_err(|e| {
        let at = vars
            .iter()
            .zip(values)
            .map(|(name, v)| format!("{} = {}", name, v))
            .join(", ");
        Failure::Run(format!(
            "{} '{}' has no value at {}: column {}: {}",
            flag,
            text::quote(&expr.to_string()),
            at,
            e.column,
            e.message
        ))
    })
}
