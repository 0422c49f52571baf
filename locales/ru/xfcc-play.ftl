# Что игрок пишет сопернику из своей шахматной программы (Xfcc); $side: white или black.
xfcc-opponent-wrote = { $side ->
        [white] Белые пишут:
       *[black] Чёрные пишут:
    }
xfcc-message-subject = { $side ->
        [white] Сообщение от белых
       *[black] Сообщение от чёрных
    }
