window.Sayso=window.Sayso||function(){(Sayso.q=Sayso.q||[]).push(arguments)};
