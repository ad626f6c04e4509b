// https://www.acmicpc.net/problem/18937
// Two stones per bridge, each king moves his own; Nim on the gaps A_i - 2.
// Bounds are unconfirmed: N up to 10^5 in problems.md, accepted up to 10^6;
// A_i from 2 up to 10^18 (problems.md: at least 10^9).
use grundy::games::bridges::grundy_value;
use grundy::input::{check_nth, check_range, ensure_end, install_error_hook, shown};
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, n: usize }
    check_range("N", n, 1, 1_000_000);
    // Each length is checked and XORed as it is read; none is stored.
    let lengths = (0..n).map(|i| {
        input! { from &mut source, a: u64 }
        check_nth("A", i, a, 2, 1_000_000_000_000_000_000)
    });
    let value = grundy_value(lengths);
    input! { from &mut source, first: String }
    ensure_end(source.next_token());
    let second = match first.as_str() {
        "Whiteking" => "Blackking",
        "Blackking" => "Whiteking",
        _ => panic!(
            "the first king is `{}`, not Whiteking or Blackking",
            shown(&first)
        ),
    };
    let winner = if value != 0 { first.as_str() } else { second };
    println!("{winner}");
}
