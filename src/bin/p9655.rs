// https://www.acmicpc.net/problem/9655
// Take 1 or 3 stones; whoever takes the last stone wins; SK moves first.
use grundy::input::{check_range, ensure_end, install_error_hook};
use grundy::subtraction::subtraction_table;
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, n: usize }
    ensure_end(source.next_token());
    let n = check_range("N", n, 1, 1000);
    let g = subtraction_table(&[1, 3], n);
    println!("{}", if g[n] != 0 { "SK" } else { "CY" });
}
