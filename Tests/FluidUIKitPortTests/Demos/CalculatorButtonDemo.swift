// Demo: the calculator button from Building Fluid Interfaces: a key that lights up the moment a
// finger touches it and fades out slowly when the finger lifts or slides off, so fast typing
// leaves a trail of fading keys. The fade is an interruptible animator; a touch on a fading key
// lights it at once again. A keypad of them is laid out with stack views.
// Ported: `import FluidUIKit`, `Self.x` for each `#selector(x)`, no `@objc`.
import FluidUIKit

class CalculatorViewController: UIViewController {

    let displayLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .systemFont(ofSize: 64, weight: .light)
        label.textColor = .white
        label.textAlignment = .right
        label.text = "0"
        return label
    }()

    private(set) var buttons: [CalculatorButton] = []
    private(set) var typed = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        let rows = [["7", "8", "9"], ["4", "5", "6"], ["1", "2", "3"]]
        let keypad = UIStackView()
        keypad.axis = .vertical
        keypad.spacing = 12
        keypad.distribution = .fillEqually
        keypad.translatesAutoresizingMaskIntoConstraints = false

        for row in rows {
            let rowStack = UIStackView()
            rowStack.axis = .horizontal
            rowStack.spacing = 12
            rowStack.distribution = .fillEqually
            for title in row {
                let button = CalculatorButton()
                button.title = title
                button.addTarget(self, action: Self.digitTapped(_:), for: .touchUpInside)
                rowStack.addArrangedSubview(button)
                buttons.append(button)
            }
            keypad.addArrangedSubview(rowStack)
        }

        view.addSubview(displayLabel)
        view.addSubview(keypad)
        NSLayoutConstraint.activate([
            keypad.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            keypad.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            keypad.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            keypad.heightAnchor.constraint(equalTo: keypad.widthAnchor),

            displayLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            displayLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
            displayLabel.bottomAnchor.constraint(equalTo: keypad.topAnchor, constant: -16),
        ])
    }

    func digitTapped(_ sender: CalculatorButton) {
        typed += sender.title
        displayLabel.text = typed
    }
}

class CalculatorButton: UIControl {

    var title: String = "" {
        didSet { titleLabel.text = title }
    }

    var color: UIColor = UIColor(white: 0.2, alpha: 1) {
        didSet { if !isHighlighted { backgroundColor = color } }
    }

    var highlightedColor: UIColor = UIColor(white: 0.45, alpha: 1)

    private let titleLabel = UILabel()
    private var animator = UIViewPropertyAnimator()

    override init(frame: CGRect) {
        super.init(frame: frame)
        sharedInit()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        sharedInit()
    }

    private func sharedInit() {
        backgroundColor = color
        layer.masksToBounds = true

        titleLabel.font = .systemFont(ofSize: 32, weight: .regular)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])

        addTarget(self, action: Self.touchDown, for: [.touchDown, .touchDragEnter])
        addTarget(self, action: Self.touchUp, for: [.touchUpInside, .touchDragExit, .touchCancel])
    }

    override var intrinsicContentSize: CGSize {
        return CGSize(width: 80, height: 80)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }

    private func touchDown() {
        animator.stopAnimation(true)
        backgroundColor = highlightedColor
    }

    private func touchUp() {
        animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut, animations: {
            self.backgroundColor = self.color
        })
        animator.startAnimation()
    }
}
