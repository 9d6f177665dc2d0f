/// The report's one style sheet, inlined in every page (no external assets): readable on a phone and a desktop,
/// light and dark.
enum ReportStyle {
    static let css = """
        :root{--bg:#fff;--fg:#1d1d1f;--muted:#5f6368;--line:#e3e3e6;--card:#f7f7f9;--code:#f2f2f5;\
        --checked:#1a7f37;--passed:#116329;--failed:#a40e26;--not-run:#6e7781;--pending:#9a6700;--error:#cf222e;--disagreement:#8250df;--warning:#bc4c00;\
        --property:#0969da;--runtime:#57606a;--ignored:#6e7781;--inference:#1b7c83;--note:#57606a;--reference:#8250df}
        @media (prefers-color-scheme:dark){:root{--bg:#111214;--fg:#e6e6e9;--muted:#a0a4ab;--line:#2c2e33;--card:#1a1b1f;\
        --code:#202227;--checked:#3fb950;--passed:#56d364;--failed:#ff7b72;--not-run:#8b949e;--pending:#d29922;--error:#f85149;--disagreement:#bc8cff;--warning:#f0883e;\
        --property:#58a6ff;--runtime:#8b949e;--ignored:#8b949e;--inference:#39c5cf;--note:#8b949e;--reference:#bc8cff}}
        *{box-sizing:border-box}
        body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
        main{max-width:72rem;margin:0 auto;padding:1rem}
        a{color:var(--property)}
        h1{font-size:1.6rem;margin:.5rem 0}
        h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
        nav{font-size:.9rem}
        .muted{color:var(--muted)}
        code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em}
        .cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(18rem,1fr));gap:1rem;padding:0;list-style:none}
        .card{background:var(--card);border:1px solid var(--line);border-radius:.6rem;padding:.8rem 1rem}
        .card h2{margin:0 0 .3rem}
        .figures{display:grid;grid-template-columns:repeat(auto-fill,minmax(10.5rem,1fr));gap:.3rem .8rem;margin:.5rem 0}
        .figures div{display:flex;justify-content:space-between;gap:.5rem;border-bottom:1px dotted var(--line)}
        .figures dt{color:var(--muted);font-size:.85rem}
        .figures dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums;white-space:nowrap}
        .behaviours{margin:.4rem 0}
        .behaviours .count{font-weight:600;color:var(--c)}
        .behaviours .count.zero{font-weight:400;color:var(--muted)}
        details.engineering{margin:.4rem 0;font-size:.85rem}
        details.engineering summary{cursor:pointer;color:var(--muted)}
        .explained{margin:.3rem 0}
        .explained div{border-bottom:1px dotted var(--line);padding:.15rem 0;overflow-wrap:anywhere}
        .explained dt,.explained dd{display:inline;margin:0}
        .explained dt{font-weight:600}
        .explained dd{font-variant-numeric:tabular-nums}
        .explained dt::after{content:": "}
        .explained dd.what{display:block;color:var(--muted)}
        ul.legend{display:grid;grid-template-columns:repeat(auto-fill,minmax(20rem,1fr));gap:.3rem 1rem;padding:0;list-style:none;\
        font-size:.85rem}
        .tag{display:inline-block;border-radius:.3rem;padding:0 .35rem;font-size:.75rem;font-weight:600;color:#fff;\
        background:var(--c,var(--note));white-space:nowrap}
        .source{border:1px solid var(--line);border-radius:.5rem;overflow:hidden}
        .l{display:grid;grid-template-columns:3.2rem 1fr;border-left:4px solid transparent}
        .l .n{color:var(--muted);text-align:right;padding-right:.6rem;text-decoration:none;font:.8rem/1.7 ui-monospace,monospace;\
        user-select:none}
        .l code{white-space:pre-wrap;overflow-wrap:anywhere;font-size:.85rem;line-height:1.7}
        .l:target{background:var(--code)}
        .l.marked{border-left-color:var(--c);background:color-mix(in srgb,var(--c) 8%,transparent)}
        .marks{list-style:none;margin:0;padding:.2rem .5rem .4rem 3.6rem;display:grid;gap:.2rem;font-size:.85rem;\
        background:var(--card);border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
        .mark{border-left:3px solid var(--c);padding-left:.4rem;overflow-wrap:anywhere}
        .statements,.parameters{padding-left:1.2rem}
        .statements q{quotes:none}
        .why{color:var(--muted);font-size:.9rem;margin:.1rem 0 .5rem}
        .reading{color:var(--fg)}
        .result{font-weight:600;color:var(--c)}
        .results{list-style:none;padding:0;margin:.3rem 0;font-size:.9rem;color:var(--muted)}
        details.id{display:inline;margin-left:.4rem;font-size:.8rem;color:var(--muted)}
        details.id summary{display:inline;cursor:pointer}
        details.legend summary{font-weight:600;cursor:pointer}
        .statements li,.parameters li{margin:.2rem 0;overflow-wrap:anywhere}
        .c-error{--c:var(--error)}.c-disagreement{--c:var(--disagreement)}.c-warning{--c:var(--warning)}\
        .c-pending{--c:var(--pending)}.c-checked{--c:var(--checked)}.c-passed{--c:var(--passed)}.c-failed{--c:var(--failed)}\
        .c-not-run{--c:var(--not-run)}.c-runtime{--c:var(--runtime)}\
        .c-property{--c:var(--property)}.c-ignored{--c:var(--ignored)}.c-inference{--c:var(--inference)}\
        .c-note{--c:var(--note)}.c-reference{--c:var(--reference)}
        @media (max-width:40rem){main{padding:.6rem}.l{grid-template-columns:2.4rem 1fr}.marks{padding-left:.6rem}\
        h1{font-size:1.35rem}}
        """
}
